/**
 * Spanish copy of content/en/policy.ts: Privacy Policy and Terms of Service,
 * effective January 1, 2024, describing what the site really does, as the English text does.
 */
import { formatDate } from '@common/i18n';
import { RETENTION_DAYS_DEFAULT } from '@common/retention';
import { site } from '@common/site';
import {
  CONSENT_STORAGE_KEY,
  LANGUAGE_HINT_DISMISSED_KEY,
  LANGUAGE_STORAGE_KEY,
} from '~/config/storage';
import type { LegalDocument } from '~/content/types/shapes';
import type * as en from '../en/policy';
import type { Translation } from '~/content/types/translation';

const effectiveDate = { iso: '2024-01-01', text: formatDate('es', '2024-01-01') };
const company = site.companyName;
const email = site.emails.support;

/** spec §2: the Privacy Policy (default tab). */
export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  label: 'Política de privacidad',
  title: 'Política de privacidad',
  effectiveDate,
  effectiveLabel: 'Fecha de entrada en vigor:',
  intro: `Esta política explica qué información personal trata ${company} («nosotros») cuando usted visita este sitio web, con qué fin y qué opciones tiene. Recopilamos lo mínimo posible: puede leer todas las páginas sin facilitarnos ningún dato personal.`,
  sections: [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        `${company} es responsable de la información personal que aquí se describe. Puede contactarnos sobre cuestiones de privacidad en ${email} o mediante el formulario de contacto.`,
      ],
    },
    {
      heading: 'Los mensajes que nos envía',
      paragraphs: [
        'Cuando utiliza el formulario de contacto, guardamos en nuestra propia base de datos:',
      ],
      list: [
        'su nombre, su dirección de correo electrónico, el asunto y el mensaje, tal como los escribió (sin los espacios sobrantes al principio y al final, y con la dirección de correo en minúsculas);',
        'el estado de su mensaje («nuevo» hasta que lo atendemos);',
        'la hora a la que su navegador lo envió y la hora a la que nuestro servidor lo recibió.',
      ],
      after: [
        'Utilizamos esta información únicamente para leer y responder a su mensaje y para dar seguimiento a su solicitud. No la usamos con fines de marketing, no la vendemos y no la compartimos con nadie ajeno al equipo que le responde, salvo cuando la ley nos obliga a ello.',
      ],
    },
    {
      heading: 'Su elección sobre las cookies',
      paragraphs: [
        `Cuando hace clic en «Aceptar todo» o en «Rechazar» en el aviso de cookies, su navegador guarda su elección en su almacenamiento local con el nombre «${CONSENT_STORAGE_KEY}» y el valor «accepted» (aceptado) o «declined» (rechazado), para que el aviso no vuelva a preguntarle. Este valor permanece en su dispositivo y no se nos envía. Puede cambiar su elección en cualquier momento con el enlace «Configuración de cookies» del pie de página, o eliminarla borrando los datos de este sitio en su navegador.`,
        `Si elige un idioma en la cabecera, su navegador también guarda esa elección con el nombre «${LANGUAGE_STORAGE_KEY}» (y, cuando cierra el aviso de idioma de la página de inicio, con el nombre «${LANGUAGE_HINT_DISMISSED_KEY}»), solo para que la página de inicio pueda ofrecerle ese idioma. Estos valores permanecen en su dispositivo y no se nos envían.`,
      ],
    },
    {
      heading: 'Medición de audiencia y consentimiento',
      paragraphs: [
        'Este sitio no instala cookies publicitarias ni de seguimiento, y no carga scripts de analítica ni de seguimiento de terceros. Nuestras fuentes e imágenes se sirven desde nuestro propio servidor.',
        'Solo si elige «Aceptar todo» medimos la rapidez con la que las páginas se cargan y responden (las Core Web Vitals, como el tiempo de carga y la estabilidad del diseño), para mejorar el sitio. Estas mediciones son cifras técnicas sobre el rendimiento de las páginas; no contienen ningún nombre, dirección de correo electrónico ni otro identificador. Si rechaza, o si todavía no ha elegido, no se mide nada.',
        'Para saber qué páginas se leen, contamos nosotros mismos las páginas vistas, sin cookies y sin guardar nada en su dispositivo. De cada página conservamos su dirección, su idioma, el nombre del sitio cuyo enlace le trajo aquí, las etiquetas de campaña de ese enlace (utm_source, utm_medium, utm_campaign), si la ventana tiene tamaño de teléfono, tableta u ordenador, y cómo se abrió la página. Para contar visitantes sin seguirlos, nuestro servidor combina su dirección IP y los datos de su navegador con un valor aleatorio que cambia cada día y después se elimina, y solo guarda el resultado: la dirección y los datos del navegador nunca se almacenan, y nadie puede reconocerle de un día a otro ni en otros sitios. Estas cifras sirven solo para nuestras propias estadísticas y no se comparten con nadie. Esta medición de audiencia no requiere consentimiento (directrices de la CNIL sobre cookies y otros rastreadores), pero puede oponerse en cualquier momento: elija Rechazar en el aviso de cookies (más tarde en «Configuración de cookies») o active Global Privacy Control en su navegador, y no se cuenta nada.',
      ],
    },
    {
      heading: 'Datos técnicos',
      paragraphs: [
        'Como cualquier sitio web, nuestro servidor recibe su dirección IP y los datos de su navegador con cada solicitud, porque los necesita para entregar las páginas. Solo los utilizamos para hacer funcionar y proteger el sitio, por ejemplo para limitar un número abusivo de solicitudes, y no los conservamos más tiempo del necesario para ello.',
      ],
    },
    {
      heading: 'Enlaces y contenido integrado',
      paragraphs: [
        'Los enlaces a otros sitios, como LinkedIn, X, GitHub, nuestro blog o nuestro sitio de Edge, abren esos sitios, a los que se aplican sus propias políticas de privacidad. La página de Iffer muestra nuestra plataforma Iffer en un marco integrado; al abrir esa página, su navegador se conecta a la dirección de la plataforma.',
      ],
    },
    {
      heading: 'Cuánto tiempo conservamos la información',
      paragraphs: [
        `Conservamos los mensajes de contacto durante ${RETENTION_DAYS_DEFAULT} días desde su recepción y después los eliminamos automáticamente. Puede pedirnos en cualquier momento que eliminemos su mensaje antes. Su elección sobre las cookies permanece en su navegador hasta que la cambie o la borre.`,
      ],
    },
    {
      heading: 'Sus derechos',
      paragraphs: [
        `Puede pedirnos que le mostremos, corrijamos o eliminemos la información personal que tenemos sobre usted, u oponerse a la forma en que la utilizamos. Escriba a ${email}; respondemos en un plazo de 30 días. Si considera que no hemos tratado su información correctamente, también puede presentar una reclamación ante su autoridad de protección de datos.`,
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Los mensajes de contacto se envían mediante conexiones cifradas y se guardan en una base de datos a la que los visitantes no tienen acceso. Solo las personas que responden a los mensajes pueden acceder a ellos.',
      ],
    },
    {
      heading: 'Menores',
      paragraphs: [
        'Este sitio no está dirigido a menores de 13 años, y no recopilamos a sabiendas su información personal.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Si cambiamos la forma en que tratamos la información personal, actualizaremos esta página y su fecha de entrada en vigor antes de que el cambio se aplique.',
      ],
    },
  ],
};

/** spec §2: the Terms of Service (prices in USD; governing law of the United States). */
export const termsOfService: LegalDocument = {
  id: 'terms',
  label: 'Condiciones del servicio',
  title: 'Condiciones del servicio',
  effectiveDate,
  effectiveLabel: 'Fecha de entrada en vigor:',
  intro: `Estas condiciones regulan el uso del sitio web de ${company}. Al utilizar el sitio, usted las acepta; si no está de acuerdo con ellas, le rogamos que no lo utilice.`,
  sections: [
    {
      heading: 'Uso del sitio',
      paragraphs: [
        'Puede navegar por el sitio y descargar nuestras presentaciones para su propia información. Le rogamos que no haga un uso indebido del sitio: no intente perturbar su funcionamiento ni obtener acceso no autorizado, y no envíe mensajes ilícitos, abusivos ni masivos automatizados a través del formulario de contacto.',
      ],
    },
    {
      heading: 'Información sobre los productos',
      paragraphs: [
        'Las descripciones, especificaciones, cifras e imágenes de productos de este sitio describen de buena fe nuestros productos y prototipos, pero tienen carácter meramente informativo y pueden cambiar a medida que los productos evolucionan. Cifras como la precisión, la autonomía de la batería o el rendimiento dependen de las condiciones de uso. Las especificaciones definitivas de un producto son las que se confirman por escrito al realizar el pedido.',
      ],
    },
    {
      heading: 'Precios y pedidos',
      paragraphs: [
        'Los precios de este sitio se expresan en dólares estadounidenses (USD), salvo que se indique lo contrario; los importes en otras monedas se ofrecen solo a título orientativo. Los precios no incluyen impuestos, aranceles ni gastos de envío, salvo que se indique. Nada de lo que figura en este sitio constituye una oferta de venta: un pedido solo se perfecciona cuando lo confirmamos por escrito, con su precio y sus condiciones de entrega y garantía.',
      ],
    },
    {
      heading: 'Demos y solicitudes',
      paragraphs: [
        'Las solicitudes de demos, presupuestos o colaboraciones realizadas a través del sitio no comprometen a ninguna de las partes hasta que se acuerden por escrito.',
      ],
    },
    {
      heading: 'No constituye consejo médico',
      paragraphs: [
        'La información sobre nuestros productos de monitorización de la salud no constituye consejo médico ni sustituye el diagnóstico o el tratamiento de un profesional sanitario cualificado.',
      ],
    },
    {
      heading: 'Propiedad intelectual',
      paragraphs: [
        `El contenido del sitio, incluidos los textos, las ilustraciones, los logotipos y los nombres de productos, pertenece a ${company} o a sus licenciantes. No puede copiarlo, modificarlo ni volver a publicarlo sin nuestro permiso por escrito, salvo para compartir enlaces a nuestras páginas.`,
      ],
    },
    {
      heading: 'Otros sitios web',
      paragraphs: [
        'Para su comodidad, enlazamos a otros sitios web e integramos nuestra plataforma Iffer. No somos responsables del contenido ni de las prácticas de los sitios que no controlamos.',
      ],
    },
    {
      heading: 'Exención y limitación de responsabilidad',
      paragraphs: [
        'El sitio se ofrece «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no garantizamos que funcione sin interrupciones ni errores, y no somos responsables de los daños indirectos o derivados de su uso. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar.',
      ],
    },
    {
      heading: 'Legislación aplicable',
      paragraphs: [
        'Estas condiciones se rigen por las leyes de los Estados Unidos de América. Cualquier controversia relativa a ellas o al sitio se someterá a los tribunales competentes de los Estados Unidos, salvo que la legislación de su país le otorgue el derecho a presentarla en otro lugar.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        `Podemos actualizar estas condiciones; la fecha de entrada en vigor que figura arriba indica la versión vigente. Preguntas sobre estas condiciones: ${email}.`,
      ],
    },
  ],
};

/** The tabs, Privacy Policy first (the default). */
export const legalDocuments = [privacyPolicy, termsOfService] as const satisfies Translation<
  typeof en.legalDocuments
>;

/** Accessible name of the tab list. */
export const legalTabsLabel = 'Documentos legales' as const satisfies Translation<
  typeof en.legalTabsLabel
>;
