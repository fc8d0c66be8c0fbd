import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useUsers } from '../api/get-users';
import { useUsersUrlQuery } from '../hooks/use-users-url-query';
import { AddUserDialog } from './add-user-dialog';
import { UsersTable } from './users-table';

/** /users (admin): the user list and the 'Add User' button. */
export function UsersPage() {
  const [query, setQuery] = useUsersUrlQuery();
  const users = useUsers(query);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader title="Users" crumbs={[{ label: 'Home', to: '/home' }, { label: 'Users' }]} />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The users could not be loaded.
        </Alert>
      )}
      <UsersTable list={users.data} query={query} onChange={setQuery} />
      <Fab
        color="primary"
        aria-label="Add User"
        onClick={() => setAdding(true)}
        sx={{ position: 'fixed', right: 32, bottom: 32 }}
      >
        <Add />
      </Fab>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
