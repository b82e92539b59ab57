/**
 * Standalone harness: lets a remote run alone on its own dev server, with the providers the
 * shell would give it (router, one QueryClient, Blueprint, the theme) and a sign-in box for the
 * API. Each remote's dev entry (its src/bootstrap.tsx) imports `@folio/shell-kit/harness`; the
 * shell itself never mounts it.
 */
import { BlueprintProvider, Button, Callout, Card, Classes, InputGroup, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { createApiClient } from '@folio/contracts/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type FormEvent } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from '../router.ts';
import { browserStorage } from '../storage.ts';
import '../theme.css';
import { ThemeProvider } from '../theme.tsx';
import { tokenStore } from '../token-storage.ts';

export interface HarnessScreen {
  path: string;
  /** Where the harness menu links, when the path has parameters. */
  href?: string;
  label: string;
  Component: ComponentType;
}

const tokens = tokenStore(browserStorage());

function SignInBox() {
  const [email, setEmail] = useState('demo@folio.local');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState(() => (tokens.read() ? 'Signed in.' : 'Not signed in.'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { token, user } = await createApiClient().auth.login({ email, password });
      tokens.write(token);
      setMessage(`Signed in as ${user.email}. Reload to refetch.`);
    } catch (error) {
      setMessage(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <InputGroup aria-label="Email" value={email} onValueChange={setEmail} />
      <InputGroup aria-label="Password" type="password" placeholder="Password" value={password} onValueChange={setPassword} />
      <Button type="submit" text="Sign in" />
      <Button text="Sign out" onClick={() => (tokens.clear(), setMessage('Not signed in.'))} />
      <span className={Classes.TEXT_MUTED}>{message}</span>
    </form>
  );
}

export function Harness({ title, screens }: { title: string; screens: HarnessScreen[] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={document.body.classList.contains(Classes.DARK) ? 'dark' : 'light'}>
      <BlueprintProvider>
        <BrowserRouter>
          <Navbar>
            <NavbarGroup>
              <NavbarHeading>{title} (standalone)</NavbarHeading>
              {screens.map((screen) => (
                <NavLink key={screen.path} to={screen.href ?? screen.path} className={`${Classes.BUTTON} ${Classes.MINIMAL}`}>
                  {screen.label}
                </NavLink>
              ))}
            </NavbarGroup>
          </Navbar>
          <main style={{ padding: 16, display: 'grid', gap: 16 }}>
            <Callout compact>
              API calls go to /api on this dev server, proxied to the backend (npm start, port 3000).
            </Callout>
            <SignInBox />
            <Card>
              <Routes>
                {screens.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<p>Pick a screen above.</p>} />
              </Routes>
            </Card>
          </main>
        </BrowserRouter>
      </BlueprintProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
