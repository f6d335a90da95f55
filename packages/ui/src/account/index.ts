export * from './AccountMenu';
export * from './AuthPanel';
export * from './ChangePasswordForm';
export * from './LoginForm';
export * from './ProfileCard';
export * from './SignupForm';
