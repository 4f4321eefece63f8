import { loginSchema } from '@art-market/domain/schemas';
import { useNavigate } from 'react-router';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useLoginAdmin } from '../api/login-admin.ts';
import { isLocked, LoginForm } from '../components/login-form.tsx';
import { NavigationNotice } from '../components/navigation-notice.tsx';

export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const login = useLoginAdmin();

  return (
    <AuthCard title="Admin login" intro="The console for running the marketplace.">
      <div className="mb-6 empty:hidden">
        <NavigationNotice />
      </div>
      <LoginForm
        schema={loginSchema}
        pending={login.isPending}
        errorText={login.error ? errorMessage(login.error, 'Login failed') : null}
        onEdit={() => login.reset()}
        onLogin={(credentials) => login.mutate(credentials, { onSuccess: () => void navigate('/admin-dashboard') })}
        signInCode={{
          role: 'admin',
          offered: isLocked(login.error),
          onSignIn: (input) => login.mutate(input, { onSuccess: () => void navigate('/admin-dashboard') }),
        }}
        forgotPasswordPath="/Admin-forgot-password"
      />
    </AuthCard>
  );
}
