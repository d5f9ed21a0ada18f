import { Icon, type IconifyIcon } from '@iconify/react/offline';

/** Fixed interface icons, bundled per icon so they render on the server (no flash, no request). */
export function UiIcon({ icon, size = 20, label }: { icon: IconifyIcon; size?: number; label?: string }) {
  return label ? (
    <Icon icon={icon} width={size} height={size} role="img" aria-label={label} />
  ) : (
    <Icon icon={icon} width={size} height={size} aria-hidden="true" />
  );
}
