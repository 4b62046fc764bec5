import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../../../lib/zod-mini.js';
import { api, request } from '../../../lib/api-client.js';
import { rememberSession } from '../../../lib/session.js';

/** What the sign-in form checks before it asks the server (which checks the same and more). */
export const signInSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your email'), z.email('Please enter a valid email')),
  password: z.string().check(z.minLength(1, 'Please enter your password')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export function signIn(input: SignInInput) {
  return request(api.POST('/api/auth/login', { body: input }));
}

/** Signs in and keeps the answered session, so the studio opens without another round trip. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => rememberSession(client, me),
  });
}
