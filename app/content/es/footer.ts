/** Spanish copy of content/en/footer.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { FooterColumn, FooterItem, SocialLink } from '~/content/types/shapes';
import type * as en from '../en/footer';
import type { Translation } from '~/content/types/translation';

export const footerContent = {
  tagline:
    'Lideramos el futuro del hardware de IA: dispositivos, procesadores y máquinas que llevan la inteligencia al borde.',
  columns: [
    {
      title: 'Productos',
      items: [
        { label: 'Procesadores de IA' },
        { label: 'Unidades de procesamiento neuronal' },
        { label: 'Máquinas industriales' },
        { label: 'Hardware a medida' },
        { label: 'Computación cuántica' },
      ],
    },
    {
      title: 'Soluciones',
      items: [
        { label: 'IA empresarial' },
        { label: 'Computación en el borde' },
        { label: 'Infraestructura en la nube' },
        { label: 'Servicios de consultoría' },
      ],
    },
    {
      title: 'Empresa',
      items: [
        { label: 'Sobre nosotros', href: paths.learn },
        { label: 'Empleo' },
        { label: 'Noticias y prensa' },
        { label: 'Contacto', href: paths.contact },
      ],
    },
    {
      title: 'Recursos',
      items: [
        { label: 'Documentación' },
        { label: 'Referencia de la API' },
        { label: 'Centro de asistencia', href: paths.contact },
        { label: 'Comunidad' },
      ],
    },
  ] satisfies FooterColumn[],
  /** spec §2 bottom links; the 'Cookie settings' button beside Cookie Policy reopens the banner. */
  bottomLinks: [
    { label: 'Política de privacidad', href: paths.policy },
    { label: 'Condiciones del servicio', href: `${paths.policy}?tab=terms#terms` },
    { label: 'Política de cookies', cookieSettingsAfter: true },
    { label: 'Seguridad' },
  ] satisfies FooterItem[],
  cookieSettings: 'Configuración de cookies',
  socialLabel: 'Redes sociales',
  logo: { src: '/images/brand/logo-light.svg', fallback: '/favicon.svg' },
  copyrightYear: 2024,
  slogan: 'Pioneros en la innovación del hardware de IA',
  social: [
    {
      label: 'LinkedIn',
      href: site.links.linkedinCompany,
      external: true,
      icon: '/images/social/linkedin.svg',
    },
    { label: 'X', href: site.links.microblog, external: true, icon: '/images/social/x.svg' },
    {
      label: 'GitHub',
      href: site.links.codeHost,
      external: true,
      icon: '/images/social/github.svg',
    },
  ] satisfies SocialLink[],
} as const satisfies Translation<typeof en.footerContent>;
