/** Product mark: a short queue with a check. Decorative. */
export function Logo() {
  return (
    <svg class="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect class="logo__bg" width="32" height="32" rx="7" />
      <g class="logo__fg" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">
        <path d="M8 10h16M8 16h9M8 22h6" />
        <path d="m18 21 3 3 5-6" />
      </g>
    </svg>
  );
}
