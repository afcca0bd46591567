import type { Messages } from "./de";
import { PRICE } from "./price";

/** English UI texts. Typed against the German catalog: a missing or extra key fails the type check. */
export const en: Messages = {
  site: {
    name: "Watts",
    tagline: "Personal training plans",
    defaultDescription:
      `Individual two-week gym training plans, reviewed by coaches: fill in the questionnaire, get your plan within 24 hours, progress every two weeks. ${PRICE.en} per month.`,
  },
  a11y: {
    skipToContent: "Skip to content",
    mainNavigation: "Main navigation",
    footerNavigation: "Footer navigation",
    languageSwitcher: "Choose language",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: "Watts – to the home page",
    close: "Close",
    notifications: "Notifications",
  },
  nav: {
    home: "Home",
    process: "How it works",
    pricing: "Pricing",
    about: "About us",
    success: "Success stories",
    questionnaire: "Questionnaire",
  },
  header: {
    login: "Log in",
    register: "Register",
    dashboard: "Dashboard",
    admin: "Admin",
    logout: "Log out",
  },
  appUpdate: { text: "A new version of Watts is available.", reload: "Reload" },
  languages: { de: "Deutsch", en: "English" },
  footer: {
    about: "Personal training plans for the gym or at home – built from your answers, reviewed by our team.",
    navigation: "Navigation",
    legal: "Legal",
    imprint: "Imprint",
    privacy: "Privacy",
    terms: "Terms",
    cancel: "Cancel contracts here",
    social: "Follow us",
    apps: "Our app",
    comingSoon: "Coming soon",
    appStore: "App Store",
    googlePlay: "Google Play",
    copyright: "© {year} Watts. All rights reserved.",
  },
  notFound: {
    metaTitle: "Page not found",
    title: "Oops! Page not found",
    text: "The page you are looking for does not exist or no longer exists.",
    home: "Return to Home",
  },
  error: {
    title: "An error occurred",
    text: "Please try again.",
    home: "Back to home",
  },
  badRequest: {
    title: "Input could not be processed",
    text: "The data sent contains invalid characters or has a format this page does not accept. Nothing was saved. Please go back and check your input.",
    home: "To the home page",
  },
  unsupportedMediaType: {
    title: "Format not supported",
    text: "This page only accepts data sent as a form; the request had another format. Nothing was saved. Please go back and send the form again.",
    home: "To the home page",
  },
  unavailable: {
    title: "Temporarily unavailable",
    text: "We cannot load or save your data right now. You are still signed in – please try again in a few minutes.",
    retry: "Try again",
    unsaved: "What you just sent has not been saved. Your browser’s Back button takes you to the form, and most browsers still show what you typed there. Please check it and send the form again later.",
    keptInBrowser: "Your questionnaire answers are not lost: this browser tab has kept them. When you try again, they will be back in the form.",
    notSavedTitle: "Not saved",
    notSaved: "We cannot save your data right now. You are still signed in and what you typed is still in the form – please try again in a few minutes.",
  },
  forbidden: {
    title: "No access",
    text: "Your account does not have permission to open this page.",
    home: "To the home page",
  },
  crossOrigin: {
    title: "Form from another address refused",
    text: "This form was sent from {from}, but Watts runs at {expected}. To protect your account, we accept forms only from that address. Please open the page there and try again.",
    unknownFrom: "another address",
    open: "Open {expected}",
  },
  common: {
    toQuestionnaire: "To the questionnaire",
    backHome: "Back to home",
    loading: "Loading...",
  },
};
