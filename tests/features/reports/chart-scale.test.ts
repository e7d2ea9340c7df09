import { barSpan, columnLayout, mirrorX, niceScale } from '@/features/reports/lib/chart-scale';

describe('a count axis', () => {
  it('steps by 1, 2 or 5 times a power of ten, in at most four steps, from zero', () => {
    expect(niceScale(0)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ top: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(7)).toEqual({ top: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(24)).toEqual({ top: 30, step: 10, ticks: [0, 10, 20, 30] });
    expect(niceScale(1200)).toEqual({ top: 1500, step: 500, ticks: [0, 500, 1000, 1500] });
  });

  it('never draws fractions of a count, nor breaks on nonsense', () => {
    expect(niceScale(0.4).ticks).toEqual([0, 1]);
    expect(niceScale(Number.NaN).ticks).toEqual([0, 1]);
  });
});

describe('mirroring', () => {
  it('keeps a box in English and reflects it in Arabic', () => {
    expect(mirrorX(10, 20, 100, 'ltr')).toBe(10);
    expect(mirrorX(10, 20, 100, 'rtl')).toBe(70);
  });

  it('grows a bar from the start edge, visible however small', () => {
    expect(barSpan(25, 100, 'ltr')).toEqual({ x: 0, width: 25 });
    expect(barSpan(25, 100, 'rtl')).toEqual({ x: 75, width: 25 });
    expect(barSpan(0, 100, 'rtl')).toEqual({ x: 100, width: 0 });
    expect(barSpan(1, 1000, 'ltr').width).toBeGreaterThan(0.1);
    expect(barSpan(5, 0, 'ltr')).toEqual({ x: 0, width: 0.75 });
  });
});

describe('columns', () => {
  const options = { width: 400, height: 200, axis: 40, end: 10, top: 20, bottom: 30 };

  it('lays the columns out in reading order, the axis at the start side', () => {
    const ltr = columnLayout([1, 2, 4], { ...options, dir: 'ltr' });
    const rtl = columnLayout([1, 2, 4], { ...options, dir: 'rtl' });
    expect(ltr.columns.map((column) => Math.round(column.x))).toEqual([74, 191, 308]);
    expect(rtl.columns.map((column) => Math.round(column.x))).toEqual(
      ltr.columns.map((column) => Math.round(400 - column.x - column.width)),
    );
    expect(rtl.columns[0]!.x).toBeGreaterThan(rtl.columns[2]!.x);
    expect([ltr.tickX, ltr.tickAnchor]).toEqual([34, 'end']);
    expect([rtl.tickX, rtl.tickAnchor]).toEqual([366, 'start']);
    expect(ltr.plot).toEqual({ left: 40, right: 390, top: 20, bottom: 170 });
    expect(rtl.plot).toEqual({ left: 10, right: 360, top: 20, bottom: 170 });
  });

  it('scales heights to the axis top, the tallest reaching it only when it is the top', () => {
    const { columns, scale, ticks } = columnLayout([0, 2, 4], { ...options, dir: 'ltr' });
    expect(scale.top).toBe(4);
    expect(columns.map((column) => column.height)).toEqual([0, 75, 150]);
    expect(columns.map((column) => column.y)).toEqual([170, 95, 20]);
    expect(ticks.map((tick) => tick.y)).toEqual([170, 132.5, 95, 57.5, 20]);
  });

  it('thins the labels and leaves the values out when the columns are narrow', () => {
    const many = columnLayout(
      Array.from({ length: 60 }, () => 3),
      { ...options, dir: 'ltr' },
    );
    const labelled = many.columns.filter((column) => column.labelled).length;
    expect(labelled).toBeGreaterThan(1);
    expect(labelled).toBeLessThanOrEqual(Math.floor(350 / 64));
    expect(many.columns[0]!.labelled).toBe(true);
    expect(many.valuesFit).toBe(false);
    expect(columnLayout([3, 4], { ...options, dir: 'ltr' }).valuesFit).toBe(true);
  });
});
