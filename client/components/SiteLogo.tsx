import { Link } from './Link';

export function SiteLogo({ name }: { name: string }) {
  return (
    <Link to="/" className="site-logo" aria-label={`${name} — на главную`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="8" fill="#14213d" />
        <path d="M20 5 9 20h7l-2 11 11-15h-7z" fill="#f8b940" />
      </svg>
      <span>{name}</span>
    </Link>
  );
}
