// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "Failure.h"
#include "Invocation.h"

#include "protocol/Expected.h"

#include <QCommandLineParser>
#include <QProcessEnvironment>

#include <optional>

namespace volcano::lockctl {

struct CommandSpec;

// The outcome of reading argv and the environment.
struct ParsedCommandLine {
    enum class Action { Run, ShowHelp, ShowVersion, Fail };
    Action action = Action::Fail;
    Invocation invocation;
    std::optional<Failure> failure; // set for Action::Fail
    bool json = false;              // --json was given: print the failure as JSON
};

// Turns the command line into a validated Invocation. Every input the server would reject
// (key, TTL, lock token, URL) is checked here first, so a bad value exits 2 naming the
// problem and nothing is sent.
class CommandLine {
public:
    CommandLine();

    ParsedCommandLine parse(const QStringList& arguments, const QProcessEnvironment& environment);

    static QString helpText();
    static QString defaultUrl();

private:
    // Each fills its part of the invocation, or fails with the Failure to print.
    Expected<void, Failure> readInvocation(const CommandSpec& spec, const QStringList& positional,
                                           const QProcessEnvironment& environment,
                                           Invocation& invocation) const;
    Expected<void, Failure> checkOptions(const CommandSpec& spec) const;
    Expected<void, Failure> readKeys(const CommandSpec& spec, const QStringList& positional,
                                     Invocation& invocation) const;
    Expected<void, Failure> readLockOptions(Invocation& invocation) const;
    Expected<void, Failure> readPlanOptions(Invocation& invocation) const;
    Expected<void, Failure> readRuleFile(const CommandSpec& spec, QStringList& positional,
                                         Invocation& invocation) const;
    Expected<void, Failure> readAlertOptions(Invocation& invocation) const;
    Expected<void, Failure> readReportOptions(Invocation& invocation) const;
    Expected<void, Failure> readConnection(const QProcessEnvironment& environment,
                                           Invocation& invocation) const;

    QCommandLineParser m_parser;
};

} // namespace volcano::lockctl
