import { useId, type ReactNode } from 'react';
import { Paper } from '@mui/material';
import { FormHeading } from '../form-heading';

export interface FormSectionProps {
  heading: string;
  /** The heading's DOM id, for a form that is named by it too; a generated one by default. */
  headingId?: string;
  /** h3 under a panel tab's own h2; h2 on a page of its own. */
  level?: 'h2' | 'h3';
  children: ReactNode;
}

/** The outlined panel an add/edit form sits in, named by its heading, which opens with the focus. */
export function FormSection({ heading, headingId, level, children }: FormSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby={id}>
      <FormHeading id={id} level={level}>
        {heading}
      </FormHeading>
      {children}
    </Paper>
  );
}
