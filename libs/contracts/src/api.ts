/** Request and response shapes of spec §7. Used by the API (DTOs implement them) and the store. */

export type UserRole = 'user' | 'admin';

export interface User {
  id: number;
  name: string | null;
  email: string;
  role: UserRole;
}

export interface CurrentUserResponse {
  success: boolean;
  user: User | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface AuthResponse {
  success: boolean;
  user?: User;
  message?: string;
}

export interface CsrfTokenResponse {
  token: string;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** The one error shape every non-2xx API response has. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

export const TIMES_OF_DAY = [
  'morning',
  'breakfast',
  'lunch',
  'pre-workout',
  'post-workout',
  'dinner',
  'evening',
  'bedtime',
  'anytime',
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Recommendation {
  name: string;
  description: string;
  recommendationReason: string;
  timeOfDay?: TimeOfDay;
  evidenceUrl: string;
}

export const CHECK_IN_IMPROVEMENTS = ['energy', 'sleep', 'digestion', 'focus', 'mood', 'other'] as const;
export type CheckInImprovement = (typeof CHECK_IN_IMPROVEMENTS)[number];

export interface CheckIn {
  id?: number;
  date: string;
  energyLevel: number;
  sleepQuality: number;
  mood: number;
  adherence: number;
  sideEffects: string | null;
  improvements: CheckInImprovement[] | null;
  notes: string | null;
}

export interface CheckInsResponse {
  success: boolean;
  checkIns: CheckIn[];
  message?: string;
}

export interface LatestCheckInResponse {
  success: boolean;
  checkIn: CheckIn | null;
}

export interface FeedbackRequest {
  rating: number;
  comment: string;
  email: string;
}

export interface FeedbackEntry {
  id: number;
  rating: number;
  comment: string;
  email: string;
  timestamp: string;
}
