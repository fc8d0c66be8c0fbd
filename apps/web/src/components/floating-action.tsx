import GlobalStyles from '@mui/material/GlobalStyles';

/** Where a page's floating button sits: closer to the edge on a phone, where the screen is narrow. */
export const FLOATING_ACTION_POSITION = {
  position: 'fixed',
  right: { xs: 16, sm: 32 },
  bottom: { xs: 16, sm: 32 },
} as const;

/**
 * Room under the page for its floating button (56 px plus its offset and a margin): with it the last text of the
 * page, the footer included, can be scrolled clear of the button instead of staying under it.
 */
export function FloatingActionRoom() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        body: {
          paddingBottom: 88,
          [theme.breakpoints.up('sm')]: { paddingBottom: 104 },
        },
      })}
    />
  );
}
