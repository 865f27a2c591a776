// Small inline icons of the shell. Decorative: the control that holds one carries the text.
/** What every inline icon shares: a 24-unit stroke drawing in the text's colour, hidden from assistive technologies. */
export const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const BellIcon = () => (
  <svg {...iconProps}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...iconProps}>
    <line x1="4" y1="6" x2="20" y2="6" />
    <line x1="4" y1="12" x2="20" y2="12" />
    <line x1="4" y1="18" x2="20" y2="18" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...iconProps}>
    <line x1="6" y1="6" x2="18" y2="18" />
    <line x1="18" y1="6" x2="6" y2="18" />
  </svg>
);
export const ChevronDownIcon = () => (
  <svg {...iconProps} width={16} height={16}>
    <polyline points="6 9 12 15 18 9" />
  </svg>
);
export const PreviousIcon = () => (
  <svg {...iconProps} width={16} height={16}>
    <polyline points="15 18 9 12 15 6" />
  </svg>
);
export const NextIcon = () => (
  <svg {...iconProps} width={16} height={16}>
    <polyline points="9 18 15 12 9 6" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...iconProps} width={16} height={16}>
    <line x1="9" y1="5" x2="9" y2="19" />
    <line x1="15" y1="5" x2="15" y2="19" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...iconProps} width={16} height={16}>
    <polygon points="7 5 19 12 7 19 7 5" />
  </svg>
);
