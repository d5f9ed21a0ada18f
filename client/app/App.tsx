import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteContextValue, type SiteContext } from '#client/data/deps-context';

export function App({ site, children }: { site: SiteContext; children: ReactNode }) {
  return (
    <SiteContextValue value={site}>
      <QueryClientProvider client={site.deps.queryClient}>{children}</QueryClientProvider>
    </SiteContextValue>
  );
}
