/** The response wrapper of SPEC §3/§8, used on every API response. */
export interface ApiResponse<T> {
  successful: boolean;
  status: number;
  data: T;
  message?: string;
  /** Field name -> messages (the ModelState of SPEC §8). */
  details?: Record<string, string[]>;
}
