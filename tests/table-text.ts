import { within } from '@testing-library/react';

/** A table's column headers' text, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/**
 * Each body row's cells' text (its row header's too), without the isolates that keep emails and
 * references left to right. Read from the DOM: queries by role over a table of 50 rows take seconds in jsdom.
 */
export const rowTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/[\u2066-\u2069]/g, '')),
  );
