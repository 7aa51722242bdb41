import { fileNameFromDisposition, saveFile } from '@sahha/ui/save-file';

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

describe('saveFile', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    jest.useRealTimers();
  });

  it('clicks a temporary download link for the body and revokes its URL only after the click has returned', () => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const body = new Blob(['{}'], { type: 'application/json' });

    saveFile(body, 'sahha-data-2025-01-06.json');

    expect(URL.createObjectURL).toHaveBeenCalledWith(body);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe('blob:export');
    expect(clicked[0].download).toBe('sahha-data-2025-01-06.json');
    expect(clicked[0].isConnected).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    click.mockRestore();
  });
});
