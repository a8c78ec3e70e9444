import type { Meta, StoryObj } from "@storybook/react-vite";

const swatches = [
  ["--rb-color-primary", "Forest green: primary action"],
  ["--rb-color-heading", "Deep green: headings, footer"],
  ["--rb-color-leaf", "Leaf: progress, badges"],
  ["--rb-color-accent", "Lime accent"],
  ["--rb-color-page", "Cream page"],
  ["--rb-color-surface-soft", "Sand surface"],
  ["--rb-color-text", "Warm grey text"],
  ["--rb-color-text-muted", "Muted text"],
  ["--rb-color-success", "Success"],
  ["--rb-color-warning", "Warning"],
  ["--rb-color-danger", "Danger"],
  ["--rb-color-invoice", "Invoice background"],
] as const;

function Tokens() {
  return (
    <div className="rb-grid">
      {swatches.map(([name, role]) => (
        <div key={name} className="rb-card" style={{ padding: 0, overflow: "hidden" }}>
          <div
            style={{
              height: 64,
              background: `var(${name})`,
              borderBottom: "1px solid var(--rb-color-border)",
            }}
          />
          <div style={{ padding: "var(--rb-space-3)" }}>
            <strong>{role}</strong>
            <br />
            <code>{name}</code>
          </div>
        </div>
      ))}
    </div>
  );
}

/** What an Astro page writes without React: the same classes the components use. */
function PlainHtml() {
  return (
    <section className="rb-section rb-section--soft">
      <div className="rb-container">
        <span className="rb-section__eyebrow">Kampanye</span>
        <h2>Bersama jaga alam kita</h2>
        <p className="rb-section__lead">
          Plain HTML with rb- classes: buttons, cards, fields, sections and containers.
        </p>
        <div className="rb-grid">
          <article className="rb-card">
            <h3 className="rb-card__title">Hutan mangrove</h3>
            <p className="rb-card__meta">Rp 45.500.000 terkumpul</p>
            <a className="rb-button rb-button--primary rb-button--block" href="/donation/monthly">
              Donasi Sekarang
            </a>
          </article>
          <form className="rb-card rb-stack" noValidate>
            <div className="rb-field">
              <label className="rb-field__label" htmlFor="plain-name">
                Nama<span className="rb-field__required">*</span>
              </label>
              <input
                className="rb-input"
                id="plain-name"
                aria-invalid="true"
                aria-describedby="plain-name-error"
              />
              <p className="rb-field__error" id="plain-name-error">
                Masukkan nama kamu.
              </p>
            </div>
            <div className="rb-cluster">
              <button type="button" className="rb-button rb-button--secondary">
                Batal
              </button>
              <button type="button" className="rb-button rb-button--ghost">
                Nanti saja
              </button>
            </div>
            <p className="rb-note rb-note--success">Terima kasih!</p>
          </form>
        </div>
      </div>
    </section>
  );
}

const meta = { title: "Foundations/Tokens and plain HTML" } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <Tokens /> };
export const PlainHtmlClasses: Story = { render: () => <PlainHtml />, parameters: { layout: "fullscreen" } };
export const PlainHtmlEnglish: Story = { render: () => <PlainHtml />, globals: { locale: "en" } };
