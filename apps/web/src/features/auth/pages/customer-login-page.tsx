import { loginSchema } from '@art-market/domain/schemas';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useLoginCustomer } from '../api/login-customer.ts';
import { isLocked, LoginForm } from '../components/login-form.tsx';
import { NavigationNotice, useLoginNavigationState } from '../components/navigation-notice.tsx';

export function CustomerLoginPage() {
  useDocumentTitle('Customer Login');
  const navigate = useNavigate();
  const { redirectTo } = useLoginNavigationState();
  const login = useLoginCustomer();

  return (
    <AuthCard title="Welcome back" intro="Log in to follow your orders and collect the work you love.">
      <div className="mb-6 empty:hidden">
        <NavigationNotice />
      </div>
      <LoginForm
        schema={loginSchema}
        pending={login.isPending}
        errorText={login.error ? errorMessage(login.error, 'Login failed') : null}
        onEdit={() => login.reset()}
        onLogin={(credentials) =>
          login.mutate(credentials, {
            onSuccess: () => void navigate(redirectTo ?? '/customer-dashboard', { replace: true }),
          })
        }
        signInCode={{
          role: 'customer',
          offered: isLocked(login.error),
          onSignIn: (input) =>
            login.mutate(input, { onSuccess: () => void navigate(redirectTo ?? '/customer-dashboard', { replace: true }) }),
        }}
        forgotPasswordPath="/Customer-forgot-password"
        footer={
          <>
            New to Art Market?{' '}
            <Link to="/customer-registration" className="text-accent underline underline-offset-4">
              Create an account
            </Link>
          </>
        }
      />
    </AuthCard>
  );
}
