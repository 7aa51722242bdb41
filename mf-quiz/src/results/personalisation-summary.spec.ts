import { PERSONALISATION_TEXTS, personalisationBullets, shouldShowPersonalisation } from './personalisation-summary';

const base = {
  gender: 'female' as const,
  goals: ['energy' as const, 'sleep' as const],
  goals_text: '',
  diet: 'vegan' as const,
  diet_text: '',
  healthConcerns: ['none' as const],
  healthConcerns_text: '',
  currentMedications: 'none' as const,
  additionalHealthInfo: 'none' as const,
  currentSupplements: ['none' as const],
  currentSupplements_text: '',
};

describe('personalisation summary', () => {
  it('shows only with additional health info or concerns other than none', () => {
    expect(shouldShowPersonalisation(base)).toBe(false);
    expect(shouldShowPersonalisation({ ...base, additionalHealthInfo: 'provided' })).toBe(true);
    expect(shouldShowPersonalisation({ ...base, healthConcerns: ['sleep'] })).toBe(true);
  });

  it('lists gender, goals, diet, concerns, medications, health info and supplements', () => {
    expect(
      personalisationBullets({
        ...base,
        healthConcerns: ['stress'],
        healthConcerns_text: 'night shifts',
        currentMedications: 'provided',
        additionalHealthInfo: 'provided',
        currentSupplements: ['vitamin_d', 'magnesium'],
        diet_text: 'no dairy',
      }),
    ).toEqual([
      'Gender: Female',
      'Goals: More energy, Better sleep',
      'Diet: Vegan; no dairy',
      'Health concerns: Stress or anxiety; night shifts',
      'Medications checked for interactions',
      'Detailed health information considered for safety',
      'Current supplements: Vitamin D, Magnesium',
    ]);
  });

  it('says medications and health details were checked only when a class was recognised in them', () => {
    const typed = { ...base, currentMedications: 'provided' as const, additionalHealthInfo: 'provided' as const };
    const recognised = personalisationBullets({
      ...typed,
      screening: { medicationClasses: ['anticoagulant'], healthInfoClasses: ['pregnancy_breastfeeding'], unidentified: [] },
    });
    expect(recognised).toContain(PERSONALISATION_TEXTS.medicationsChecked);
    expect(recognised).toContain(PERSONALISATION_TEXTS.healthInfoConsidered);

    const unidentified = personalisationBullets({
      ...typed,
      screening: { medicationClasses: [], healthInfoClasses: [], unidentified: ['medications', 'healthInfo'] },
    });
    expect(unidentified).toContain('Medications: not identified — please check with a pharmacist');
    expect(unidentified).toContain('Health details: not identified — please check with a pharmacist');
    expect(unidentified).not.toContain(PERSONALISATION_TEXTS.medicationsChecked);
    expect(unidentified).not.toContain(PERSONALISATION_TEXTS.healthInfoConsidered);

    const mixed = personalisationBullets({
      ...typed,
      screening: { medicationClasses: ['statin'], healthInfoClasses: [], unidentified: ['healthInfo'] },
    });
    expect(mixed).toContain(PERSONALISATION_TEXTS.medicationsChecked);
    expect(mixed).toContain(PERSONALISATION_TEXTS.healthInfoNotIdentified);
  });

  it("says 'none' when nothing was typed, whatever the screening summary holds", () => {
    const bullets = personalisationBullets({ ...base, screening: { medicationClasses: [], healthInfoClasses: [], unidentified: [] } });
    expect(bullets).toContain(PERSONALISATION_TEXTS.medicationsNone);
    expect(bullets.some((bullet) => bullet.startsWith('Health details') || bullet.startsWith('Detailed health'))).toBe(false);
  });

  it('keeps the earlier wording for plans stored without a screening summary', () => {
    const bullets = personalisationBullets({ ...base, currentMedications: 'provided', additionalHealthInfo: 'provided' });
    expect(bullets).toContain(PERSONALISATION_TEXTS.medicationsChecked);
    expect(bullets).toContain(PERSONALISATION_TEXTS.healthInfoConsidered);
  });

  it('omits gender for prefer-not-to-say and never echoes medication text', () => {
    const bullets = personalisationBullets({ ...base, gender: 'prefer-not-to-say', healthConcerns: ['sleep'] });
    expect(bullets.some((bullet) => bullet.startsWith('Gender'))).toBe(false);
    expect(bullets).toContain('Medications: none');
    expect(bullets).toContain('Current supplements: none');
    expect(bullets.some((bullet) => bullet.startsWith('Detailed health'))).toBe(false);
  });
});
