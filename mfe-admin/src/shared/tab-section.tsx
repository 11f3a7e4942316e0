import type { ReactNode, Ref } from 'react';
import { Stack, Typography } from '@mui/material';
import { SectionHeading } from './section-heading';

export interface TabSectionProps {
  /** The heading's DOM id: the section is named by it. */
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  heading: string;
  /** What the tab is for, in a line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A panel tab's content: a section named by its heading, with what it is for under it. */
export function TabSection({ headingId, headingRef, heading, intro, children }: TabSectionProps) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <SectionHeading id={headingId} headingRef={headingRef}>
        {heading}
      </SectionHeading>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      {children}
    </Stack>
  );
}
