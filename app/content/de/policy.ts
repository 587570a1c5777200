/**
 * German copy of content/en/policy.ts: Privacy Policy and Terms of Service. Like the
 * English, the privacy text describes what this site really does.
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

const effectiveDate = { iso: '2024-01-01', text: formatDate('de', '2024-01-01') } as const;
const company = site.companyName;
const email = site.emails.support;

/** spec §2: the Privacy Policy (default tab). */
export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  label: 'Datenschutzerklärung',
  title: 'Datenschutzerklärung',
  effectiveDate,
  effectiveLabel: 'Gültig ab:',
  intro: `Diese Erklärung beschreibt, welche personenbezogenen Daten ${company} („wir“, „uns“) verarbeitet, wenn Sie diese Website besuchen, zu welchem Zweck und welche Wahlmöglichkeiten Sie haben. Wir erheben so wenig wie möglich: Sie können jede Seite lesen, ohne uns personenbezogene Daten mitzuteilen.`,
  sections: [
    {
      heading: 'Wer wir sind',
      paragraphs: [
        `${company} ist für die hier beschriebenen personenbezogenen Daten verantwortlich. Zum Thema Datenschutz erreichen Sie uns unter ${email} oder über das Kontaktformular.`,
      ],
    },
    {
      heading: 'Nachrichten, die Sie uns senden',
      paragraphs: [
        'Wenn Sie das Kontaktformular nutzen, speichern wir in unserer eigenen Datenbank:',
      ],
      list: [
        'Ihren Namen, Ihre E-Mail-Adresse, den Betreff und die Nachricht so, wie Sie sie eingegeben haben (Leerzeichen am Anfang und Ende entfernt, E-Mail-Adresse in Kleinbuchstaben);',
        'den Status Ihrer Nachricht („neu“, bis wir sie bearbeiten);',
        'den Zeitpunkt, zu dem Ihr Browser sie gesendet hat, und den Zeitpunkt, zu dem unser Server sie empfangen hat.',
      ],
      after: [
        'Wir verwenden diese Daten ausschließlich, um Ihre Nachricht zu lesen und zu beantworten und Ihr Anliegen weiterzuverfolgen. Wir nutzen sie nicht für Werbung, verkaufen sie nicht und geben sie an niemanden außerhalb des Teams weiter, das Ihnen antwortet, es sei denn, das Gesetz verpflichtet uns dazu.',
      ],
    },
    {
      heading: 'Ihre Cookie-Auswahl',
      paragraphs: [
        `Wenn Sie im Cookie-Banner auf „Alle akzeptieren“ oder „Ablehnen“ klicken, speichert Ihr Browser Ihre Wahl in seinem lokalen Speicher unter dem Namen „${CONSENT_STORAGE_KEY}“ mit dem Wert „accepted“ oder „declined“, damit das Banner nicht erneut fragt. Dieser Wert bleibt auf Ihrem Gerät und wird nicht an uns übermittelt. Sie können Ihre Wahl jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile ändern oder sie entfernen, indem Sie die Daten dieser Website in Ihrem Browser löschen.`,
        `Wenn Sie in der Kopfzeile eine Sprache wählen, speichert Ihr Browser diese Wahl zusätzlich unter „${LANGUAGE_STORAGE_KEY}“ (und, sobald Sie den Sprachhinweis der Startseite schließen, unter „${LANGUAGE_HINT_DISMISSED_KEY}“), nur damit die Startseite Ihnen diese Sprache anbieten kann. Diese Werte bleiben auf Ihrem Gerät und werden nicht an uns übermittelt.`,
      ],
    },
    {
      heading: 'Reichweitenmessung und Einwilligung',
      paragraphs: [
        'Diese Website setzt keine Werbe- oder Tracking-Cookies und lädt keine Analyse- oder Tracking-Skripte von Drittanbietern. Unsere Schriften und Bilder werden von unserem eigenen Server ausgeliefert.',
        'Nur wenn Sie „Alle akzeptieren“ wählen, messen wir, wie schnell Seiten laden und reagieren (Core Web Vitals wie Ladezeit und Layoutstabilität), um die Website zu verbessern. Diese Messungen sind technische Kennzahlen zur Leistung der Seiten; sie enthalten weder Namen noch E-Mail-Adressen oder andere Kennungen. Wenn Sie ablehnen oder noch keine Wahl getroffen haben, wird nichts gemessen.',
        'Um zu wissen, welche Seiten gelesen werden, zählen wir Seitenaufrufe selbst, ohne Cookies und ohne etwas auf Ihrem Gerät zu speichern. Zu jeder Seite speichern wir ihre Adresse, ihre Sprache, den Namen der Website, deren Link Sie hierher geführt hat, die Kampagnenangaben dieses Links (utm_source, utm_medium, utm_campaign), ob das Fenster Telefon-, Tablet- oder Desktopgröße hat und wie die Seite geöffnet wurde. Um Besucher zu zählen, ohne ihnen zu folgen, verknüpft unser Server Ihre IP-Adresse und Browserangaben mit einem Zufallswert, der sich jeden Tag ändert und danach gelöscht wird, und behält nur das Ergebnis: Adresse und Browserangaben selbst werden nie gespeichert, und niemand kann Sie von einem Tag zum nächsten oder auf anderen Websites wiedererkennen. Diese Zahlen dienen nur unserer eigenen Statistik und werden an niemanden weitergegeben. Eine solche Reichweitenmessung braucht keine Einwilligung (Leitlinien der CNIL zu Cookies und anderen Trackern), Sie können ihr aber jederzeit widersprechen: Wählen Sie im Cookie-Hinweis „Ablehnen“ (später über „Cookie-Einstellungen“) oder schalten Sie Global Privacy Control in Ihrem Browser ein, dann wird nichts gezählt.',
      ],
    },
    {
      heading: 'Technische Daten',
      paragraphs: [
        'Wie bei jeder Website erhält unser Server mit jeder Anfrage Ihre IP-Adresse und Angaben zu Ihrem Browser, weil er sie braucht, um Seiten auszuliefern. Wir verwenden sie nur, um die Website zu betreiben und zu schützen, etwa um missbräuchlich viele Anfragen zu begrenzen, und speichern sie nicht länger als dafür nötig.',
      ],
    },
    {
      heading: 'Links und eingebettete Inhalte',
      paragraphs: [
        'Links zu anderen Websites, etwa LinkedIn, X, GitHub, unserem Blog oder unserer Edge-Website, öffnen diese Websites; dort gelten deren eigene Datenschutzerklärungen. Die Iffer-Seite zeigt unsere Iffer-Plattform in einem eingebetteten Frame; wenn Sie diese Seite öffnen, verbindet sich Ihr Browser mit der Adresse der Plattform.',
      ],
    },
    {
      heading: 'Wie lange wir Daten speichern',
      paragraphs: [
        `Kontaktnachrichten speichern wir ${RETENTION_DAYS_DEFAULT} Tage ab ihrem Eingang und löschen sie danach automatisch. Sie können uns jederzeit bitten, Ihre Nachricht früher zu löschen. Ihre Cookie-Auswahl bleibt in Ihrem Browser, bis Sie sie ändern oder löschen.`,
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        `Sie können verlangen, dass wir Ihnen die über Sie gespeicherten personenbezogenen Daten zeigen, sie berichtigen oder löschen, und Sie können der Art ihrer Verwendung widersprechen. Schreiben Sie an ${email}; wir antworten innerhalb von 30 Tagen. Wenn Sie der Ansicht sind, dass wir Ihre Daten nicht ordnungsgemäß behandelt haben, können Sie sich außerdem bei Ihrer Datenschutzaufsichtsbehörde beschweren.`,
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Kontaktnachrichten werden über verschlüsselte Verbindungen übertragen und in einer Datenbank gespeichert, die Besucher nicht lesen können. Nur die Personen, die Nachrichten beantworten, haben Zugriff darauf.',
      ],
    },
    {
      heading: 'Kinder',
      paragraphs: [
        'Diese Website richtet sich nicht an Kinder unter 13 Jahren, und wir erheben nicht wissentlich deren personenbezogene Daten.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wenn wir ändern, wie wir mit personenbezogenen Daten umgehen, aktualisieren wir diese Seite und ihr Gültigkeitsdatum, bevor die Änderung wirksam wird.',
      ],
    },
  ],
};

/** spec §2: the Terms of Service (prices in USD; governing law of the United States). */
export const termsOfService: LegalDocument = {
  id: 'terms',
  label: 'Nutzungsbedingungen',
  title: 'Nutzungsbedingungen',
  effectiveDate,
  effectiveLabel: 'Gültig ab:',
  intro: `Diese Bedingungen regeln Ihre Nutzung der Website von ${company}. Mit der Nutzung der Website erklären Sie sich damit einverstanden; wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.`,
  sections: [
    {
      heading: 'Nutzung der Website',
      paragraphs: [
        'Sie dürfen die Website durchsuchen und unsere Präsentationen zu Ihrer eigenen Information herunterladen. Bitte missbrauchen Sie die Website nicht: keine Versuche, sie zu stören oder sich unbefugt Zugang zu verschaffen, und keine rechtswidrigen, beleidigenden oder automatisierten Massennachrichten über das Kontaktformular.',
      ],
    },
    {
      heading: 'Produktinformationen',
      paragraphs: [
        'Produktbeschreibungen, technische Daten, Kennzahlen und Bilder auf dieser Website beschreiben unsere Produkte und Prototypen nach bestem Wissen, dienen aber der allgemeinen Information und können sich im Zuge der Produktentwicklung ändern. Angaben wie Genauigkeit, Akkulaufzeit oder Leistung hängen von den Einsatzbedingungen ab. Maßgeblich sind die technischen Daten eines Produkts, die bei Ihrer Bestellung schriftlich bestätigt werden.',
      ],
    },
    {
      heading: 'Preise und Bestellungen',
      paragraphs: [
        'Preise auf dieser Website verstehen sich in US-Dollar (USD), sofern nicht anders angegeben; Beträge in anderen Währungen dienen nur der Orientierung. Sofern nicht anders angegeben, verstehen sich Preise ohne Steuern, Zölle und Versand. Nichts auf dieser Website ist ein Verkaufsangebot: Eine Bestellung kommt erst zustande, wenn wir sie schriftlich mit Preis, Lieferung und Garantiebedingungen bestätigen.',
      ],
    },
    {
      heading: 'Demos und Anfragen',
      paragraphs: [
        'Anfragen zu Demos, Angeboten oder Partnerschaften über die Website verpflichten keine der beiden Seiten, bis eine schriftliche Vereinbarung getroffen ist.',
      ],
    },
    {
      heading: 'Keine medizinische Beratung',
      paragraphs: [
        'Informationen über unsere Produkte zur Gesundheitsüberwachung sind keine medizinische Beratung und ersetzen weder Diagnose noch Behandlung durch qualifiziertes medizinisches Fachpersonal.',
      ],
    },
    {
      heading: 'Geistiges Eigentum',
      paragraphs: [
        `Die Inhalte der Website, einschließlich Texten, Illustrationen, Logos und Produktnamen, gehören ${company} oder deren Lizenzgebern. Ohne unsere schriftliche Genehmigung dürfen Sie sie nicht kopieren, verändern oder erneut veröffentlichen; ausgenommen ist das Teilen von Links zu unseren Seiten.`,
      ],
    },
    {
      heading: 'Andere Websites',
      paragraphs: [
        'Wir verlinken zu Ihrer Bequemlichkeit auf andere Websites und betten unsere Iffer-Plattform ein. Für Inhalte und Praktiken von Websites, die wir nicht kontrollieren, sind wir nicht verantwortlich.',
      ],
    },
    {
      heading: 'Haftungsausschluss und Haftungsbeschränkung',
      paragraphs: [
        'Die Website wird „wie besehen“ und „nach Verfügbarkeit“ bereitgestellt. Soweit gesetzlich zulässig, übernehmen wir keine Gewähr dafür, dass sie unterbrechungs- oder fehlerfrei ist, und haften nicht für indirekte Schäden oder Folgeschäden aus ihrer Nutzung. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.',
      ],
    },
    {
      heading: 'Anwendbares Recht',
      paragraphs: [
        'Für diese Bedingungen gilt das Recht der Vereinigten Staaten von Amerika. Streitigkeiten über sie oder die Website werden vor den zuständigen Gerichten der Vereinigten Staaten verhandelt, sofern Ihnen das Recht Ihres Landes nicht gestattet, sie anderswo geltend zu machen.',
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      paragraphs: [
        `Wir können diese Bedingungen aktualisieren; das oben angegebene Gültigkeitsdatum zeigt die aktuelle Fassung. Fragen zu diesen Bedingungen: ${email}.`,
      ],
    },
  ],
};

/** The tabs, Privacy Policy first (the default). */
export const legalDocuments = [privacyPolicy, termsOfService] as const satisfies Translation<
  typeof en.legalDocuments
>;

/** Accessible name of the tab list. */
export const legalTabsLabel = 'Rechtliche Dokumente' satisfies Translation<
  typeof en.legalTabsLabel
>;
