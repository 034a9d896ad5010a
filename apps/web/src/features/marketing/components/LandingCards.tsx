import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface LandingCardsProps {
  cards: readonly { title: string; text: string }[];
  /** Cards side by side from md up (one a row below). */
  columns?: 1 | 2 | 3;
  /** 'article' for cards that stand alone (stories). */
  component?: 'div' | 'article';
}

/** A public page's cards, each a titled text (key facts, values, stories). */
export function LandingCards({ cards, columns = 1, component = 'div' }: LandingCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        ...(columns > 1
          ? { gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` } }
          : {}),
      }}
    >
      {cards.map((card) => (
        <Card key={card.title} component={component} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              {card.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {card.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
