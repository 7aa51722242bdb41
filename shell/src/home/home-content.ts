/** Home page copy (docs/requirements.md, "Route: /"). */
export const HOME_HERO = {
  title: 'Feel healthier. In weeks.',
  lead: 'Answer 9 quick questions and get a supplement plan built around your goals, your diet and life under the UAE sun, with the reason for every item, the best time to take it and the research behind it.',
  cta: 'Take the Free Quiz',
  note: 'Free, about 3 minutes, no sign-up needed.',
} as const;

export const HOME_STEPS = [
  {
    title: 'Take the quiz',
    text: 'Nine questions about your goals, diet, lifestyle, current supplements and medicines.',
  },
  {
    title: 'Get your recommendations',
    text: 'A short, personalised list with why each item suits you, when to take it and a link to the evidence.',
  },
  {
    title: 'Track your progress',
    text: 'Weekly check-ins on energy, sleep and mood show what is working, so you can adjust with your doctor.',
  },
] as const;

export const HOME_TESTIMONIALS = [
  {
    quote: 'I finally understood why my energy dipped every afternoon. The vitamin D explanation made sense for someone who works indoors all day in Dubai.',
    author: 'Mariam K.',
  },
  {
    quote: 'It flagged that my thyroid tablet and my iron should be taken hours apart. Nobody had told me that before.',
    author: 'Rahul S.',
  },
  {
    quote: 'Short list, clear timing, links to the actual studies. I stopped buying three things I did not need.',
    author: 'Sarah L.',
  },
  {
    quote: 'The weekly check-ins keep me honest. Seeing my sleep scores climb over a month was motivating.',
    author: 'Omar A.',
  },
] as const;

export const HOME_JOIN = {
  title: 'Join 100,000+ members',
  text: 'People across Dubai, Abu Dhabi and Sharjah use Sahha to take fewer, better-chosen supplements.',
  cta: 'Start Free Quiz',
} as const;
