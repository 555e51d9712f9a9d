import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

/** Stands in for a page that a later release builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <ConstructionOutlined color="secondary" aria-hidden />
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
      </Box>
      <Typography color="text.secondary">This page is coming in a later release.</Typography>
    </Paper>
  );
}
