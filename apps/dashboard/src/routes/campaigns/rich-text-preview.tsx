import { parseRichText, type RichInline } from "@rimbun/domain/rich-text";
import { Fragment } from "react";

function Inline({ inline }: { inline: RichInline }) {
  if (inline.type === "link") {
    return (
      <a href={inline.href} target="_blank" rel="noopener noreferrer">
        {inline.text}
      </a>
    );
  }
  let node = <>{inline.text}</>;
  if (inline.italic) node = <em>{node}</em>;
  if (inline.bold) node = <strong>{node}</strong>;
  return node;
}

function Inlines({ inlines }: { inlines: RichInline[] }) {
  return (
    <>
      {inlines.map((inline, index) => (
        // The parsed text has no ids; the position is the identity until the source changes.
        <Fragment key={index}>
          <Inline inline={inline} />
        </Fragment>
      ))}
    </>
  );
}

/** A rich-text source shown as the public page shows it, built from elements (never raw HTML). */
export function RichTextPreview({ source, className }: { source: string; className?: string }) {
  const blocks = parseRichText(source);
  return (
    <div className={["rich-text", className].filter(Boolean).join(" ")}>
      {blocks.map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
