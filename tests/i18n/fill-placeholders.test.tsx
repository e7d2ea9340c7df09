import { render } from '@testing-library/react';
import { fillPlaceholders } from '@/i18n/fill-placeholders';

const shown = (node: React.ReactNode) => render(<p>{node}</p>).container.firstElementChild!;

describe('fillPlaceholders', () => {
  it('puts each element where its placeholder stands, the text around it kept', () => {
    const line = shown(
      fillPlaceholders('{by}، {at}', { by: <bdi>Mona</bdi>, at: <time dateTime="2026-11-23">23 Nov</time> }),
    );
    expect(line.innerHTML).toBe('<bdi>Mona</bdi>، <time datetime="2026-11-23">23 Nov</time>');
  });

  it('fills a placeholder at the start, in the middle or at the end, and text as well as elements', () => {
    expect(shown(fillPlaceholders('Call {phone} now', { phone: <bdi dir="ltr">+971</bdi> })).innerHTML).toBe(
      'Call <bdi dir="ltr">+971</bdi> now',
    );
    expect(shown(fillPlaceholders('{name}', { name: 'Mona' })).textContent).toBe('Mona');
  });

  it('leaves a wording without placeholders as it is, and shows a placeholder it has no value for', () => {
    expect(shown(fillPlaceholders('Saved.', {})).textContent).toBe('Saved.');
    expect(shown(fillPlaceholders('Hi {name}', {})).textContent).toBe('Hi {name}');
    expect(shown(fillPlaceholders('Hi {constructor}', {})).textContent).toBe('Hi {constructor}');
  });
});
