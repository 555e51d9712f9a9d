import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { CAMPAIGN_LINE_STATUS } from '@candid/shared';
import type { DashboardSummary } from '../../api/dashboard';

const NUMBER = new Intl.NumberFormat();

interface CountCard {
  key: 'interviewCount' | 'campaignCount' | 'inviteCount';
  label: string;
  to: string;
  icon: ReactNode;
}

const CARDS: CountCard[] = [
  {
    key: 'interviewCount',
    label: 'Interviews completed',
    to: `/candidates?status=${CAMPAIGN_LINE_STATUS.Completed}`,
    icon: <VideocamOutlined />,
  },
  { key: 'campaignCount', label: 'Jobs', to: '/campaign', icon: <WorkOutlineRounded /> },
  { key: 'inviteCount', label: 'Invites sent', to: '/candidates', icon: <MailOutlineRounded /> },
];

/** The three counts of the dashboard, each a link to the page behind it. */
export function CountCards({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <Box
      component="ul"
      aria-label="Counts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {CARDS.map((card) => (
        <Card component="li" variant="outlined" key={card.key}>
          {summary ? (
            <CardActionArea component={RouterLink} to={card.to} sx={{ p: 2.5, height: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                  {card.icon}
                </Box>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {card.label}
                </Typography>
              </Box>
              <Typography component="span" sx={{ display: 'block', fontSize: 34, fontWeight: 700, lineHeight: 1.2, mt: 1 }}>
                {NUMBER.format(summary[card.key])}
              </Typography>
            </CardActionArea>
          ) : (
            <Box sx={{ p: 2.5 }} role="status" aria-busy="true" aria-label={`Loading ${card.label.toLowerCase()}`}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height={48} />
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}
