// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "platform/SignalNotifier.h"

#include <QLoggingCategory>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace volcano {

Q_LOGGING_CATEGORY(lcSignals, "volcano.platform.signals")
namespace {

int g_fds[2] = {-1, -1}; // [0] written by the handler, [1] read on the event loop

void installHandler(int signalNumber, void (*handler)(int)) {
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(signalNumber, &action, nullptr);
}

} // namespace

SignalNotifier::SignalNotifier(QObject* parent)
    : QObject(parent) {
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_fds) != 0) {
        qCWarning(lcSignals) << "cannot create the signal socket pair; SIGINT ends at once";
        return;
    }
    m_notifier = new QSocketNotifier(g_fds[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SignalNotifier::onReadable);
    installHandler(SIGINT, &SignalNotifier::handle);
    installHandler(SIGTERM, &SignalNotifier::handle);
}

SignalNotifier::~SignalNotifier() {
    if (!m_notifier)
        return;
    installHandler(SIGINT, SIG_DFL);
    installHandler(SIGTERM, SIG_DFL);
    ::close(g_fds[0]);
    ::close(g_fds[1]);
    g_fds[0] = g_fds[1] = -1;
}

void SignalNotifier::handle(int signalNumber) {
    const int savedErrno = errno;
    const char byte = static_cast<char>(signalNumber);
    [[maybe_unused]] const auto written = ::write(g_fds[0], &byte, 1);
    errno = savedErrno;
}

void SignalNotifier::onReadable() {
    char byte = 0;
    if (::read(g_fds[1], &byte, 1) == 1)
        Q_EMIT signalReceived(static_cast<int>(byte));
}

} // namespace volcano
