import { useText } from '@/i18n/use-text';
import landscape from '../assets/landscape.svg';
import { Code, Section, ShowcasePage } from '../components/showcase-page';

const ratios = [
  { name: 'aspect-square', className: 'aspect-square' },
  { name: 'aspect-[4/3]', className: 'aspect-[4/3]' },
  { name: 'aspect-video', className: 'aspect-video' },
];

/** The sample photo as a page should place one: its size given, loaded lazily, its alternative text. */
function LakePhoto({ className }: { className: string }) {
  const text = useText();
  return (
    <img
      src={landscape}
      alt={text({
        en: 'A calm lake at sunset with soft hills behind it',
        ar: 'بحيرة هادئة عند الغروب تقف خلفها تلال ناعمة',
      })}
      width={1200}
      height={800}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export default function ImagesPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="images"
      lead={{
        en: 'Photos keep their size before they load (width and height), load lazily below the fold, fill their frame with object-cover, and always carry alternative text in the current language.',
        ar: 'تحتفظ الصور بمقاسها قبل تحميلها (بالعرض والارتفاع)، وتُحمَّل عند الحاجة أسفل الصفحة، وتملأ إطارها بخاصية object-cover، ولها دائمًا نص بديل باللغة الحالية.',
      }}
    >
      <Section title={{ en: 'Ratios', ar: 'النِّسَب' }}>
        <ul className="grid gap-4 tablet:grid-cols-3">
          {ratios.map(({ name, className }) => (
            <li key={name}>
              <LakePhoto className={`w-full rounded-2xl object-cover ${className}`} />
              <p className="mt-2 text-sm">
                <Code>{name}</Code>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={{ en: 'With a caption', ar: 'مع تعليق' }}>
        <figure className="max-w-2xl">
          <LakePhoto className="aspect-video w-full rounded-2xl border border-line object-cover" />
          <figcaption className="mt-2 text-sm text-fg-muted">
            {text({
              en: 'The lake at the centre, a short walk from the residences.',
              ar: 'البحيرة في المركز، على بُعد خطوات من أماكن الإقامة.',
            })}
          </figcaption>
        </figure>
      </Section>
    </ShowcasePage>
  );
}
