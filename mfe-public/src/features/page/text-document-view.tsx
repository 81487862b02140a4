import { isBulletList, type TextDocument } from 'shared-ui/legal/text-document';
import './page.css';

/**
 * Renders a text document (AGB, Datenschutzerklärung, Impressum) as the body of a page: each
 * section becomes an h2 with its paragraphs and lists. The title is the page's h1, set by the page.
 */
export function TextDocumentView({ document }: { document: TextDocument }) {
  return (
    <div className="pub-legal">
      {document.sections.map((section) => (
        <section key={section.heading} className="pub-section">
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            isBulletList(block) ? (
              <ul key={index}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block}</p>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
