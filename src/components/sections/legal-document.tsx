import { useId } from 'react';
import { Container } from '@/components/ui/container';
import { TextLink } from '@/components/ui/text-link';
import { withMailSubject } from '@/config/contact-links';
import { sectionWording as labels } from '@/content/section-wording';
import type { LegalBlock, LegalDocument } from '@/content/types';
import { formatNumber } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { formatIsoDate } from './format-time';

function Block({ block }: { block: LegalBlock }) {
  const text = useText();
  switch (block.kind) {
    case 'paragraph':
      return <p>{text(block.text)}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 ps-6 marker:text-brand">
          {block.items.map((item) => (
            <li key={item.en}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p className="break-words">
          {`${text(block.label)}: `}
          <TextLink to={block.subject ? withMailSubject(block.href, text(block.subject)) : block.href}>
            <bdi dir="ltr">{block.display}</bdi>
          </TextLink>
        </p>
      );
    case 'page':
      return (
        <p>
          <TextLink to={block.link.to}>{text(block.link.label)}</TextLink>
        </p>
      );
  }
}

/** The privacy policy or the terms: the date, a table of contents, and numbered `h2` sections with anchors. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const text = useText();
  const language = useRenderLanguage();
  const contentsId = useId();
  const number = (index: number) => `${formatNumber(index + 1, language)}.`;
  return (
    <Container className="py-12 tablet:py-16">
      <div className="grid gap-10 laptop:grid-cols-[16rem_minmax(0,1fr)] laptop:gap-16">
        <div className="laptop:sticky laptop:top-24 laptop:self-start">
          <p className="inline-flex flex-wrap gap-x-1.5 rounded-full bg-surface-sunken px-4 py-2 text-sm text-fg-muted">
            <span>{`${text(labels.lastUpdated)}:`}</span>
            <time dateTime={document.lastUpdated} className="font-semibold text-fg">
              {formatIsoDate(document.lastUpdated, language)}
            </time>
          </p>
          <nav aria-labelledby={contentsId} className="mt-6">
            <p
              id={contentsId}
              className="text-sm font-semibold uppercase tracking-wider text-fg-muted rtl:tracking-normal"
            >
              {text(labels.onThisPage)}
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span aria-hidden="true" className="w-6 shrink-0 text-fg-muted">
                    {number(index)}
                  </span>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-6 items-center rounded-sm text-fg hover:text-brand hover:underline"
                  >
                    {text(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className="min-w-0 max-w-3xl space-y-12">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-semibold tracking-tight text-fg">
                <span aria-hidden="true" className="text-brand">
                  {number(index)}
                </span>
                <span className="min-w-0 break-words">{text(section.title)}</span>
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-fg-muted">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
