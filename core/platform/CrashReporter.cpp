// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "platform/CrashReporter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtGlobal>

#if defined(__GLIBC__)
#include <execinfo.h>
#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <cstring>
#include <ctime>
#endif

namespace volcano {

#if defined(__GLIBC__)
namespace {

// Everything the handler needs, prepared by install(): a handler may not allocate.
constexpr size_t kPathCapacity = 4096;
constexpr size_t kHeaderCapacity = 512;
constexpr int kMaxFrames = 64;
constexpr size_t kAltStackSize = 64 * 1024; // room to report a stack overflow
constexpr std::array<int, 5> kFatalSignals{SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};

char gDirectory[kPathCapacity];
char gProgram[kHeaderCapacity];
alignas(16) char gAltStack[kAltStackSize];

// A fixed-size text buffer filled without allocating.
class Line {
public:
    void add(const char* text) {
        while (*text && m_length + 1 < sizeof m_text)
            m_text[m_length++] = *text++;
        m_text[m_length] = '\0';
    }
    void addNumber(unsigned long long value, unsigned base = 10) {
        char digits[32];
        int count = 0;
        do {
            digits[count++] = "0123456789abcdef"[value % base];
            value /= base;
        } while (value != 0 && count < 32);
        char reversed[33];
        for (int i = 0; i < count; ++i)
            reversed[i] = digits[count - 1 - i];
        reversed[count] = '\0';
        add(reversed);
    }
    const char* text() const { return m_text; }
    size_t length() const { return m_length; }
    void writeTo(int fd) const {
        size_t done = 0;
        while (done < m_length) {
            const ssize_t wrote = ::write(fd, m_text + done, m_length - done);
            if (wrote <= 0)
                return;
            done += size_t(wrote);
        }
    }

private:
    char m_text[kPathCapacity + 128] = {};
    size_t m_length = 0;
};

const char* signalName(int number) {
    switch (number) {
    case SIGSEGV:
        return "SIGSEGV";
    case SIGBUS:
        return "SIGBUS";
    case SIGILL:
        return "SIGILL";
    case SIGFPE:
        return "SIGFPE";
    case SIGABRT:
        return "SIGABRT";
    default:
        return "signal";
    }
}

void writeReport(int fd, int number, const siginfo_t* info, void* const* frames, int frameCount) {
    Line header;
    header.add(gProgram);
    header.add(" crashed: ");
    header.add(signalName(number));
    header.add(" (signal ");
    header.addNumber(unsigned(number));
    header.add(")\ntime: ");
    header.addNumber(static_cast<unsigned long long>(::time(nullptr)));
    header.add(" (Unix seconds)\npid: ");
    header.addNumber(static_cast<unsigned long long>(::getpid()));
    if (info && info->si_code == SI_USER) {
        header.add("\nsent by pid ");
        header.addNumber(static_cast<unsigned long long>(info->si_pid));
    } else if (info && number != SIGABRT) {
        header.add("\nfault address: 0x");
        header.addNumber(reinterpret_cast<unsigned long long>(info->si_addr), 16);
    }
    header.add("\nbacktrace:\n");
    header.writeTo(fd);
    ::backtrace_symbols_fd(frames, frameCount, fd);
    Line footer;
    footer.add("(This report holds no keys, tokens, arguments or environment.)\n");
    footer.writeTo(fd);
}

void onFatalSignal(int number, siginfo_t* info, void*) {
    void* frames[kMaxFrames];
    const int frameCount = ::backtrace(frames, kMaxFrames);
    Line path;
    path.add(gDirectory);
    path.add("/crash-");
    path.addNumber(static_cast<unsigned long long>(::time(nullptr)));
    path.add("-");
    path.addNumber(static_cast<unsigned long long>(::getpid()));
    path.add(".txt");
    const int fd = gDirectory[0] == '\0'
                       ? -1
                       : ::open(path.text(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0) {
        writeReport(fd, number, info, frames, frameCount);
        ::close(fd);
        Line where;
        where.add("crash report: ");
        where.add(path.text());
        where.add("\n");
        where.writeTo(STDERR_FILENO);
    }
    writeReport(STDERR_FILENO, number, info, frames, frameCount);
    // SA_RESETHAND restored the default action: the raise is delivered when this returns.
    ::raise(number);
}

bool copyInto(char* target, size_t capacity, const QByteArray& text) {
    if (size_t(text.size()) + 1 > capacity)
        return false;
    std::memcpy(target, text.constData(), size_t(text.size()));
    target[text.size()] = '\0';
    return true;
}

} // namespace

bool CrashReporter::install(const QString& directory, const QString& program,
                            const QString& version) {
    const QString absolute = directory.isEmpty() ? QString() : QDir(directory).absolutePath();
    if (!absolute.isEmpty() && !QDir().mkpath(absolute))
        return false;
    if (!copyInto(gDirectory, sizeof gDirectory, QFile::encodeName(absolute)))
        return false;
    const QString title =
        QStringLiteral("%1 %2 (Qt %3)").arg(program, version, QString::fromLatin1(qVersion()));
    if (!copyInto(gProgram, sizeof gProgram, title.toUtf8()))
        return false;
    void* warmUp[1];
    ::backtrace(warmUp, 1); // loads libgcc now: the first call may allocate
    stack_t stack{};
    stack.ss_sp = gAltStack;
    stack.ss_size = sizeof gAltStack;
    ::sigaltstack(&stack, nullptr);
    struct sigaction action {};
    action.sa_sigaction = onFatalSignal;
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    bool installed = true;
    for (const int number : kFatalSignals)
        installed = ::sigaction(number, &action, nullptr) == 0 && installed;
    return installed;
}

#else

bool CrashReporter::install(const QString&, const QString&, const QString&) {
    return false;
}

#endif

QStringList CrashReporter::reports(const QString& directory) {
    const QDir dir(directory);
    QStringList paths;
    for (const QFileInfo& file :
         dir.entryInfoList({QStringLiteral("crash-*.txt")}, QDir::Files, QDir::Time))
        paths << file.absoluteFilePath();
    return paths;
}

QString CrashReporter::signalOf(const QString& reportPath) {
    QFile file(reportPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression crashed(QStringLiteral(" crashed: (SIG[A-Z]+) "));
    return crashed.match(QString::fromUtf8(file.readLine(1024))).captured(1);
}

} // namespace volcano
