import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryProvider } from '../../../lib/query-provider';
import { useEndSession } from '../api/end-session';
import { tokenOfHash } from '../lib/link-fragment';
import { supplierSession, useSupplierSession } from '../lib/supplier-session';
import { CodeStep } from './code-step';
import { LinkGonePage, NoLinkPage } from './link-message-page';
import { ScarPage } from './scar-page';
import { SupplierLayout } from './supplier-layout';

/**
 * /supplier (decision 051): a supplier answers a request through the emailed link, without an account. The
 * link's token is read from the address's fragment and taken out of the address bar; the code emailed when it
 * is opened starts a session of this tab only.
 */
export function SupplierPage() {
  return (
    <QueryProvider>
      <SupplierPortal />
    </QueryProvider>
  );
}

function SupplierPortal() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = tokenOfHash(location.hash);
  const state = useSupplierSession();
  const signOut = useEndSession();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    supplierSession.linkOpened(fromLink);
    setSignedOut(false);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, location.pathname, location.search, navigate]);

  if (fromLink) return <PageLoader />;
  if (state.gone) {
    return (
      <SupplierLayout>
        <LinkGonePage message={state.gone} />
      </SupplierLayout>
    );
  }
  if (state.session) {
    const session = state.session;
    return (
      <SupplierLayout
        signingOut={signOut.isPending}
        onSignOut={() => signOut.mutate(undefined, { onSettled: () => setSignedOut(true) })}
      >
        <ScarPage key={session} session={session} />
      </SupplierLayout>
    );
  }
  return (
    <SupplierLayout>
      {state.link ? (
        <CodeStep link={state.link} code={state.code} ended={state.ended} />
      ) : (
        <NoLinkPage signedOut={signedOut} />
      )}
    </SupplierLayout>
  );
}
