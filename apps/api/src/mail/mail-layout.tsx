import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { foundation } from "@rimbun/content";
import type { CSSProperties } from "react";
import type { Locale } from "../platform/db/schema/users.ts";
import { mailTokens as t } from "./mail-tokens.ts";

/** Markup a template built itself from escaped parts (a campaign update's rich text), with its text form. */
export interface TrustedHtml {
  html: string;
  text: string;
}

export interface MailLink {
  label: string;
  url: string;
}

export interface MailLayoutProps {
  locale: Locale;
  subject: string;
  greeting: string;
  /** Plain strings are escaped by React; `TrustedHtml` is taken as it is. */
  paragraphs: (string | TrustedHtml)[];
  /** The main button. */
  action?: MailLink | undefined;
  /** Further links, as quieter buttons below the main one. */
  extraLinks?: MailLink[] | undefined;
  /** Small print below the buttons (the stop link, the unsubscribe link). */
  notes?: string[] | undefined;
  signature: string;
  footer: string;
}

const text: CSSProperties = { margin: "0 0 16px", fontSize: "16px", lineHeight: t.lineHeight, color: t.text };
const button: CSSProperties = {
  display: "inline-block",
  padding: "12px 22px",
  borderRadius: t.radiusSmall,
  fontSize: "16px",
  fontWeight: 700,
  lineHeight: "20px",
  textDecoration: "none",
};
const primaryButton: CSSProperties = { ...button, backgroundColor: t.primary, color: t.onPrimary };
const quietButton: CSSProperties = {
  ...button,
  backgroundColor: t.accentSoft,
  color: t.heading,
  border: `1px solid ${t.border}`,
};

const note: CSSProperties = { margin: "0 0 12px", fontSize: "14px", lineHeight: "22px", color: t.muted };
const link: CSSProperties = {
  color: t.link,
  textDecoration: "underline",
  overflowWrap: "anywhere",
  wordBreak: "break-word",
};

/** A message's text with each address in it as a link (the messages write URLs out, for the text part). */
function Linked({ children }: { children: string }) {
  const parts = children.split(/(https?:\/\/[^\s)]+)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={part} href={part} style={link}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Paragraph({ part }: { part: string | TrustedHtml }) {
  if (typeof part === "string")
    return (
      <Text style={text}>
        <Linked>{part}</Linked>
      </Text>
    );
  // Built by the template from escaped parts (richTextMailParts): markup of our own, never a donor's.
  return <div style={{ color: t.text }} dangerouslySetInnerHTML={{ __html: part.html }} />;
}

function Actions({ action, extraLinks }: Pick<MailLayoutProps, "action" | "extraLinks">) {
  const links = [
    ...(action ? [{ ...action, main: true }] : []),
    ...(extraLinks ?? []).map((link) => ({ ...link, main: false })),
  ];
  if (links.length === 0) return null;
  return (
    <Section style={{ margin: "8px 0 4px" }}>
      {links.map((link) => (
        <Text key={link.url} style={{ margin: "0 0 12px" }}>
          <Button href={link.url} style={link.main ? primaryButton : quietButton}>
            {link.label}
          </Button>
        </Text>
      ))}
    </Section>
  );
}

const address = `${foundation.address.street}, ${foundation.address.locality} ${foundation.address.postalCode}`;
const narrowScreens =
  "@media only screen and (max-width:480px){.rb-card{padding:20px !important}.rb-band{padding:16px 20px !important}.rb-foot{padding:16px 20px 0 !important}}";

/** Who sends the mail, at the foot of both parts. */
export const foundationLine = `${foundation.name} · ${address} · ${foundation.email}`;

/** The one layout of every mail: the foundation's band, a white card, the greeting, the signature, the footer. */
export function MailLayout(props: MailLayoutProps) {
  const preview = props.paragraphs.find((part): part is string => typeof part === "string") ?? props.subject;
  const [closing, ...signer] = props.signature.split("\n");
  return (
    <Html lang={props.locale}>
      <Head>
        <title>{props.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        {/* Clients that read a head style (Apple Mail, Gmail apps) give phones narrower margins. */}
        <style dangerouslySetInnerHTML={{ __html: narrowScreens }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: t.page, fontFamily: t.fontFamily }}>
        <Container style={{ maxWidth: "584px", width: "100%", margin: "0 auto", padding: "0 12px" }}>
          <Section
            className="rb-band"
            style={{
              backgroundColor: t.band,
              borderRadius: `${t.radiusLarge} ${t.radiusLarge} 0 0`,
              padding: "18px 28px",
            }}
          >
            <Text
              style={{ margin: 0, fontSize: "20px", fontWeight: 800, lineHeight: "28px", color: t.accent }}
            >
              {foundation.shortName}
            </Text>
          </Section>
          <Section
            className="rb-card"
            style={{
              backgroundColor: t.surface,
              borderRadius: `0 0 ${t.radiusLarge} ${t.radiusLarge}`,
              border: `1px solid ${t.border}`,
              borderTop: 0,
              padding: "28px",
            }}
          >
            <Heading
              as="h1"
              style={{
                margin: "0 0 20px",
                fontSize: "22px",
                lineHeight: "30px",
                fontWeight: 800,
                color: t.heading,
              }}
            >
              {props.subject}
            </Heading>
            <Text style={text}>{props.greeting}</Text>
            {props.paragraphs.map((part, index) => (
              <Paragraph key={index} part={part} />
            ))}
            <Actions action={props.action} extraLinks={props.extraLinks} />
            {(props.notes ?? []).map((line) => (
              <Text key={line} style={note}>
                <Linked>{line}</Linked>
              </Text>
            ))}
            <Text style={{ ...text, margin: "20px 0 0" }}>
              {closing}
              {signer.map((line) => (
                <span key={line}>
                  <br />
                  <strong style={{ color: t.heading }}>{line}</strong>
                </span>
              ))}
            </Text>
          </Section>
          <Section className="rb-foot" style={{ padding: "16px 28px 0" }}>
            <Text style={{ margin: "0 0 6px", fontSize: "13px", lineHeight: "20px", color: t.muted }}>
              {props.footer}
            </Text>
            <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", color: t.muted }}>
              {foundationLine}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
