import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../lib/api-error.js';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in.js';

/** The studio's door: e-mail and password of a contributor of this website. */
export function SignInScreen() {
  useDocumentTitle('Sign in · Tessera studio');
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form noValidate onSubmit={form.handleSubmit((input) => signIn.mutate(input))}>
          <Stack>
            <div>
              <Title order={1} fz="h2">
                Sign in
              </Title>
              <Text c="dimmed" size="sm">
                to edit your website
              </Text>
            </div>
            {signIn.error && (
              <Alert color="red" variant="light" role="alert">
                {messageOf(signIn.error)}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              {...form.register('email')}
              error={errors.email?.message}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
