// The few Material icon shapes the screens need, drawn inline as plain SVG: no icon package and
// no styling library to load. Sized by the font like text (web-kit.css); read by nobody, since the
// control around an icon says what it does.

export interface IconProps {
  /** 'large' is 35 px where the default is 24 px, as Material's icon sizes are. */
  fontSize?: 'medium' | 'large';
  className?: string;
}

function icon(path: string) {
  return function Icon({ fontSize = 'medium', className }: IconProps) {
    const classes = ['kit-icon', fontSize === 'large' && 'kit-icon--large', className];
    return (
      <svg
        className={classes.filter(Boolean).join(' ')}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    );
  };
}

export const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
export const CloseIcon = icon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
export const ShareIcon = icon(
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92',
);
export const ArrowBackIcon = icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
