import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export interface AdminSection {
  value: string;
  label: string;
  content: ReactNode;
}

/** The panel's sections; MUI wires the tab roles and arrow-key movement. */
export function AdminTabs({ sections }: { sections: readonly AdminSection[] }) {
  const [current, setCurrent] = useState(sections[0]?.value ?? '');
  const section = sections.find((item) => item.value === current);
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event: SyntheticEvent, value: string) => setCurrent(value)}
        aria-label="Admin sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {sections.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`admin-tab-${item.value}`}
            aria-controls={`admin-tabpanel-${item.value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`admin-tabpanel-${current}`}
        aria-labelledby={`admin-tab-${current}`}
        sx={{ py: 3 }}
      >
        {section?.content}
      </Box>
    </Box>
  );
}
