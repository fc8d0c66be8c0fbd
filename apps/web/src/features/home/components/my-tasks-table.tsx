import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import { Link as RouterLink } from 'react-router';
import { OverdueChip } from '../../../components/overdue-chip';
import { useMyTasks } from '../../due-dates/api/due-dates-api';

/** The kinds of work as the table names them; a kind it does not know shows as "Task". */
const KIND_LABELS: Record<string, string> = {
  'investigation-section': 'Investigation',
  'disposition-line': 'Disposition',
  'effectiveness-check': 'Effectiveness check',
};

/**
 * Home 'My tasks': the open sections, disposition lines and other work assigned to the signed-in user, soonest
 * due first (the server's order), overdue marked; each row links to where the work is done.
 */
export function MyTasksTable() {
  const tasks = useMyTasks();
  if (tasks.isError) return <Alert severity="error">Your tasks could not be loaded.</Alert>;
  if (!tasks.data) return <Typography color="text.secondary">Loading…</Typography>;
  if (tasks.data.items.length === 0)
    return <Typography color="text.secondary">Nothing assigned to you.</Typography>;
  return (
    <Table size="small" aria-label="My tasks">
      <TableHead>
        <TableRow>
          <TableCell>Task</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Due</TableCell>
          <TableCell>Days overdue</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tasks.data.items.map((task) => (
          <TableRow key={`${task.kind}:${task.link}:${task.title}`}>
            <TableCell>
              <Link component={RouterLink} to={task.link}>
                {task.title}
              </Link>
            </TableCell>
            <TableCell>{KIND_LABELS[task.kind] ?? 'Task'}</TableCell>
            <TableCell>{formatDate(task.dueDate) || '-'}</TableCell>
            <TableCell>
              {task.daysOverdue > 0 ? (
                <>
                  {task.daysOverdue} <OverdueChip daysOverdue={task.daysOverdue} size="small" />
                </>
              ) : (
                ''
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
