export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M36 8 16 36h13l-3 20 22-30H34z" fill="#fff" />
    </svg>
  );
}
