import { fileNameFromDisposition } from './save-file';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="sahha-feedback-2025-01-06.csv"', 'sahha-feedback-2025-01-06.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('reads %j as %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
