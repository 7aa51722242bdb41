import { savedDetail } from '../testing/fixtures';
import { profileSummaryRows } from './profile-summary';

const rows = (detail: Parameters<typeof profileSummaryRows>[0]) =>
  Object.fromEntries(profileSummaryRows(detail).map((row) => [row.label, row.value]));

describe('profileSummaryRows', () => {
  it('shows every field with human labels and Activity Level for lifestyle', () => {
    expect(rows(savedDetail)).toEqual({
      Age: '26-35',
      Gender: 'Female',
      'Activity Level': 'Moderately active (1-3 days a week)',
      Diet: 'Mediterranean',
      Goals: 'More energy, Focus and concentration',
      'Health Concerns': 'Sleep problems, Stress or anxiety',
      Medications: 'Blood thinner (anticoagulant)',
      'Current Supplements': 'Vitamin D',
      'Additional Health Info': 'None',
    });
  });

  it("hides gender for prefer-not-to-say and concerns when the first item is 'none'", () => {
    const result = rows({ ...savedDetail, gender: 'prefer-not-to-say', healthConcerns: ['none'], currentMedications: 'none' });
    expect(result).not.toHaveProperty('Gender');
    expect(result).not.toHaveProperty('Health Concerns');
    expect(result.Medications).toBe('None');
  });

  it('accepts goals and supplements as text', () => {
    const result = rows({ ...savedDetail, goals: 'energy, focus', currentSupplements: 'fish oil' });
    expect(result.Goals).toBe('energy, focus');
    expect(result['Current Supplements']).toBe('fish oil');
  });
});
