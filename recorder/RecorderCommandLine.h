// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "RecorderFailure.h"
#include "RecorderOptions.h"
#include "protocol/Expected.h"

#include <QCommandLineParser>
#include <QProcessEnvironment>
#include <QSettings>

#include <memory>

namespace volcano::recorder {

// Reads volcano-lock-recorder's arguments (spec/recorder.md), the optional --config file
// (INI, the long option names as keys; the command line wins) and the environment
// (VOLCANO_URL, VOLCANO_SERVICE_KEY, VOLCANO_CA_FILE; PGPASSWORD and PGPASSFILE are
// libpq's). The service key never comes from a flag: a flag is visible in ps.
class RecorderCommandLine {
public:
    RecorderCommandLine();

    // Nothing (and helpText()/version printed by the caller) for --help and --version.
    Expected<RecorderOptions, RecorderFailure> parse(const QStringList& arguments,
                                                     const QProcessEnvironment& environment);
    bool helpRequested() const { return m_helpRequested; }
    bool versionRequested() const { return m_versionRequested; }
    static QString helpText();

private:
    QString value(const QString& name) const;
    Expected<void, RecorderFailure> readCommand(RecorderOptions& options) const;
    Expected<void, RecorderFailure> readRunOptions(const QProcessEnvironment& environment,
                                                   RecorderOptions& options) const;
    Expected<void, RecorderFailure> readServiceKey(const QProcessEnvironment& environment,
                                                   RecorderOptions& options) const;
    Expected<void, RecorderFailure> readNumbers(RecorderOptions& options) const;
    Expected<void, RecorderFailure> openConfig();

    QCommandLineParser m_parser;
    std::unique_ptr<QSettings> m_config;
    bool m_helpRequested = false;
    bool m_versionRequested = false;
};

} // namespace volcano::recorder
