import { Box, Typography } from '@mui/material';

export const PROPERTY_FINDER_STEPS = [
  {
    title: 'Initial Consultation',
    text: 'We meet or call to understand what you need, your budget, your timescale and what would make a property the right one.',
  },
  {
    title: 'Search Brief Creation',
    text: 'We turn that conversation into a written brief of must-haves, nice-to-haves and deal-breakers, and agree it with you.',
  },
  {
    title: 'Targeted Property Search',
    text: 'We search the portals, our own listings and our network of local agents and owners, including homes not yet on the market.',
  },
  {
    title: 'Shortlisting & Viewings',
    text: 'We view on your behalf, shortlist only the properties that fit the brief and arrange viewings for you.',
  },
  {
    title: 'Negotiation & Offer Management',
    text: 'We advise on value, make and negotiate your offer, and keep every party informed.',
  },
  {
    title: 'Support to Completion',
    text: 'We work with solicitors, surveyors and lenders to keep the sale moving until you have the keys.',
  },
] as const;

/** The process as an ordered list, so its order is announced as well as shown. */
export function PropertyFinderSteps() {
  return (
    <Box
      component="ol"
      // Safari drops list semantics when list-style is none unless the role is explicit.
      role="list"
      aria-label="Our six-step process"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {PROPERTY_FINDER_STEPS.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
          {/* The list already gives the number to assistive technology. */}
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h6" component="h3" gutterBottom>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
