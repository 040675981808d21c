/*
 * Start-up stage two: the libraries the shop is built on, evaluated on their own so the
 * shop's own code (stage three) is a task of its own too. Nothing here is used directly;
 * importing the modules is the point.
 */
import '@tanstack/react-router';
import 'i18next';
import 'react';
import 'react-dom/client';
import 'react-i18next';
