import { createContext, Fragment, useContext, type ReactNode } from "react";
import { Link } from "react-router";
import type { Lang } from "~/i18n/config";
import { localizedPath } from "~/i18n/config";
import { hasOpenPlaceholders, inlineTokens, type LegalBlock, type LegalDocument, type PlaceholderValues } from "./legal";

/**
 * Renders a legal text (imprint, privacy policy, terms) from its content module.
 * Lives next to the content because only the legal pages use it.
 */

/** The configured values of the placeholders (the legal pages' loaders send them with the text). */
const ValuesContext = createContext<PlaceholderValues>({});

function Inline({ text, lang }: { text: string; lang: Lang }) {
  const values = useContext(ValuesContext);
  return (
    <>
      {inlineTokens(text).map((t, i) => {
        if (t.kind === "placeholder") {
          const value = Object.hasOwn(values, t.text) ? values[t.text] : undefined;
          if (value !== undefined) return <Fragment key={i}>{value}</Fragment>;
          return (
            <mark key={i} className="rounded bg-yellow-200 px-1 text-slate-950">
              {t.text}
            </mark>
          );
        }
        if (t.kind === "link") {
          return t.href.startsWith("/") ? (
            <Link key={i} to={localizedPath(lang, t.href)}>
              {t.text}
            </Link>
          ) : (
            <a key={i} href={t.href} rel="noopener noreferrer">
              {t.text}
            </a>
          );
        }
        return <Fragment key={i}>{t.text}</Fragment>;
      })}
    </>
  );
}

function Block({ block, lang }: { block: LegalBlock; lang: Lang }): ReactNode {
  if (typeof block === "string") {
    return (
      <p>
        <Inline text={block} lang={lang} />
      </p>
    );
  }
  if (Array.isArray(block)) {
    return (
      <ul>
        {block.map((item) => (
          <li key={item}>
            <Inline text={item} lang={lang} />
          </li>
        ))}
      </ul>
    );
  }
  if ("h3" in block) return <h3>{block.h3}</h3>;
  if ("h4" in block) return <h4 className="mt-5 mb-2 font-semibold text-slate-900">{block.h4}</h4>;
  if ("lines" in block) {
    return (
      <p>
        {block.lines.map((line, i) => (
          <Fragment key={line}>
            {i > 0 && <br />}
            <Inline text={line} lang={lang} />
          </Fragment>
        ))}
      </p>
    );
  }
  const { caption, head, rows } = block.table;
  // Phones (below 640 px) get a stacked layout: each row a block, each cell labelled with its column
  // (the header row is then only for screen readers), so nothing overflows at 375 px. From 640 px on
  // it is a table in a scroll container.
  return (
    <div
      className="mb-4 rounded-lg border border-slate-200 sm:overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="legal-table"
    >
      <table className="w-full border-collapse text-left text-sm text-slate-700 max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900 max-sm:sr-only">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="border-b border-slate-200 px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr key={row.join("|")} className="align-top even:bg-slate-50/60 max-sm:block max-sm:border-b max-sm:border-slate-200 max-sm:py-2 max-sm:last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-900 max-sm:block max-sm:border-0 max-sm:py-1">
                    <Inline text={cell} lang={lang} />
                  </th>
                ) : (
                  <td
                    key={i}
                    data-label={head[i]}
                    className="border-b border-slate-200 px-3 py-2 max-sm:block max-sm:border-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"
                  >
                    <Inline text={cell} lang={lang} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface LegalDocumentProps {
  doc: LegalDocument;
  lang: Lang;
  /** The configured values of the placeholders; without them every placeholder stays highlighted. */
  values?: PlaceholderValues;
  children?: ReactNode;
}

export function LegalDocumentView(props: LegalDocumentProps) {
  const values = props.values ?? {};
  return (
    <ValuesContext value={values}>
      <LegalArticle {...props} values={values} />
    </ValuesContext>
  );
}

function LegalArticle({ doc, lang, values, children }: LegalDocumentProps & { values: PlaceholderValues }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="hyphens-auto break-words text-2xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{doc.updated}</p>
        {doc.intro.map((text) => (
          <p key={text} className="mt-4 leading-relaxed text-slate-700">
            <Inline text={text} lang={lang} />
          </p>
        ))}
        {hasOpenPlaceholders(doc, values) && (
          <p className="mt-4 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-slate-800">
            <Inline text={doc.placeholderNote} lang={lang} />
          </p>
        )}
      </header>

      {doc.tocTitle && (
        <nav aria-labelledby="toc-title" className="mt-8 rounded-xl bg-slate-50 p-5">
          <h2 id="toc-title" className="text-sm font-bold uppercase tracking-wider text-slate-700">
            {doc.tocTitle}
          </h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-slate-800 marker:text-slate-500 sm:grid-cols-2 sm:gap-x-8">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className="prose-legal mt-4">
        {doc.sections.map((s, index) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`}>
              {doc.tocTitle ? `${index + 1}. ` : ""}
              {s.title}
            </h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} lang={lang} />
            ))}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
