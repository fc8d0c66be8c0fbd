import { createTheme } from '@mui/material/styles';

/** Colours chosen for WCAG AA contrast on white; a clear focus ring for keyboard users. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#6a1b9a' },
    // Darker than MUI's defaults so white text on filled chips and buttons keeps a 4.5:1 ratio.
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    error: { main: '#b71c1c', contrastText: '#ffffff' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #ff9800', outlineOffset: '2px' },
        // Keep the scrollbar's room even while a page is short: otherwise the whole page shifts
        // sideways when its content grows past the window (a layout shift Lighthouse counts).
        html: { scrollbarGutter: 'stable' },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
    },
  },
});
