import { Icon } from '@iconify/react';

/**
 * Icons named by upstream content ('mdi:flash'). They load after hydration from the BFF's local
 * icon endpoint (spec §7); the sized box keeps the layout still meanwhile.
 */
export function ContentIcon({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <span className="content-icon" style={{ width: size, height: size }} aria-hidden="true">
      <Icon icon={name} width={size} height={size} ssr />
    </span>
  );
}
