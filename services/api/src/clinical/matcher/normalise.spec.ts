import { gluedArabicPrefixes, normaliseText, words } from './normalise';

const wordsOf = (text: string) => words(normaliseText(text));

describe('normaliseText', () => {
  it('unifies the Arabic letter forms people type interchangeably', () => {
    expect(wordsOf('أنا حامِل في الشهر الثالث')).toEqual(['انا', 'حامل', 'في', 'الشهر', 'الثالث']);
    expect(wordsOf('مستشفى إرضاع مرضعة')).toEqual(['مستشفي', 'ارضاع', 'مرضعه']);
  });

  it('brings Urdu letters to their Arabic neighbours, so an Urdu-script brand meets its Arabic spelling', () => {
    // Glucophage in Urdu script (گ ک ے) and in Gulf Arabic spelling.
    expect(wordsOf('گلوکوفاج')).toEqual(wordsOf('كلوكوفاج'));
    // 'sugar ki goli' in Urdu: ہ ھ ی ے ٹ ڈ ڑ پ چ never split a word.
    expect(wordsOf('شوگر کی گولی روزانہ')).toEqual(['شوكر', 'كي', 'كولي', 'روزانه']);
    for (const word of ['پیٹ', 'ڈاکٹر', 'بڑا', 'چھوڑ', 'ہے']) expect(wordsOf(word)).toHaveLength(1);
  });

  it('keeps transliterations that use digits as letters, and splits units from numbers', () => {
    expect(wordsOf('3indi sukkar, Concor 5mg')).toEqual(['3indi', 'sukkar', 'concor', '5', 'mg']);
    expect(wordsOf('١٠٠ ملغ')).toEqual(['100', 'ملغ']);
  });

  it("drops the syllable a Tagalog verb repeats of a borrowed name, and nothing that only looks like it", () => {
    expect(wordsOf('ang nag-wa-warfarin')).toEqual(['ang', 'nag', 'warfarin']);
    expect(wordsOf('nag-me-metformin ako')).toEqual(['nag', 'metformin', 'ako']);
    // Not a repeat of the next word's start: the words stay as typed.
    expect(wordsOf('nag-ko-warfarin')).toEqual(['nag', 'ko', 'warfarin']);
  });
});

describe('gluedArabicPrefixes', () => {
  it("names the prefixes glued to an Arabic word's front that leave a stem to read, longest first", () => {
    expect(gluedArabicPrefixes('للصرع')).toEqual(['لل', 'ل']);
    expect(gluedArabicPrefixes('وبلافكس')).toEqual(['و']);
    expect(gluedArabicPrefixes('لبن')).toEqual([]);
    expect(gluedArabicPrefixes('warfarin')).toEqual([]);
  });
});
