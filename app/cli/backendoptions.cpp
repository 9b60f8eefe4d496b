// SPDX-License-Identifier: MIT
// The backend of a command: flags, named profiles of the config file, and the backend made from them.
#include "backendoptions.h"

#include "azurebackend.h"
#include "httpclient.h"
#include "localbackend.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace pw::cli {

namespace {

const QStringList ProfileKeys {QStringLiteral("backend"),       QStringLiteral("subscription"),   QStringLiteral("resource-group"),
                               QStringLiteral("workspace"),     QStringLiteral("cloud"),          QStringLiteral("arm-endpoint"),
                               QStringLiteral("login-endpoint"), QStringLiteral("auth"),          QStringLiteral("tenant"),
                               QStringLiteral("client-id")};

/// A key that would hold a secret; the config file never does.
bool secretKey(const QString& key)
{
    const QString k = key.toLower();
    return k.contains(QLatin1String("secret")) || k.contains(QLatin1String("token")) || k.contains(QLatin1String("password"))
        || k == QLatin1String("key") || k.endsWith(QLatin1String("-key")) || k.endsWith(QLatin1String("_key"))
        || k.contains(QLatin1String("certificate"));
}

/// A named profile: the values of its section `[profiles/NAME]`.
struct Profile
{
    QString name;
    QString file;
    QHash<QString, QString> values;
    QString value(const QString& key) const { return values.value(key).trimmed(); }
};

/// Read a profile; prints the reason and returns false when it cannot be used.
bool loadProfile(const QString& command, const QString& name, Profile* profile)
{
    const QString file = configFilePath();
    profile->name = name;
    profile->file = file;
    if (!QFileInfo::exists(file)) {
        printError(command, Cli::tr("no profile '%1': the config file %2 does not exist (write the profile there as a "
                                    "[profiles/%1] section; see 'pipewright help submit')")
                                .arg(name, QDir::toNativeSeparators(file)));
        return false;
    }
    QSettings settings(file, QSettings::IniFormat);
    if (settings.status() != QSettings::NoError) {
        printError(command, Cli::tr("%1: the config file cannot be read as INI").arg(QDir::toNativeSeparators(file)));
        return false;
    }
    // every key read at once: groups asked for before the file's sections are parsed can come back empty
    QMap<QString, QStringList> profiles; // name -> its keys
    for (const QString& key : settings.allKeys()) {
        const QStringList parts = key.split(QLatin1Char('/'));
        if (parts.size() == 3 && parts.at(0) == QLatin1String("profiles"))
            profiles[parts.at(1)] << parts.at(2);
    }
    if (!profiles.contains(name)) {
        const QStringList names = profiles.keys();
        printError(command, Cli::tr("%1 has no profile '%2' (profiles: %3)")
                                .arg(QDir::toNativeSeparators(file), name,
                                     names.isEmpty() ? Cli::tr("none") : names.join(QStringLiteral(", "))));
        return false;
    }
    const QString section = QStringLiteral("[profiles/%1]").arg(name);
    for (const QString& key : profiles.value(name)) {
        if (secretKey(key)) {
            // the value is not read, let alone shown
            printError(command, Cli::tr("%1 %2: '%3' would hold a secret, and the config file holds none; give it in "
                                        "the environment (AZURE_CLIENT_SECRET, PIPEWRIGHT_ACCESS_TOKEN) and remove "
                                        "it from the file")
                                    .arg(QDir::toNativeSeparators(file), section, key));
            return false;
        }
        if (!ProfileKeys.contains(key)) {
            err() << Cli::tr("warning: %1 %2: unknown key '%3' is ignored (keys: %4)")
                         .arg(QDir::toNativeSeparators(file), section, key, ProfileKeys.join(QStringLiteral(", ")))
                  << '\n';
            err().flush();
            continue;
        }
        const QVariant v = settings.value(QStringLiteral("profiles/%1/%2").arg(name, key));
        // an unquoted value with commas reads as a list
        profile->values.insert(key, v.userType() == QMetaType::QStringList ? v.toStringList().join(QLatin1Char(','))
                                                                          : v.toString());
    }
    return true;
}

/// The sign-in method's full name (cli, device → device-code, sp → service-principal, msi → managed-identity, env);
/// empty when it is none of them.
QString authMethod(const QString& given)
{
    const QString m = given.trimmed().toLower();
    if (m == QLatin1String("device"))
        return QStringLiteral("device-code");
    if (m == QLatin1String("sp"))
        return QStringLiteral("service-principal");
    if (m == QLatin1String("msi"))
        return QStringLiteral("managed-identity");
    static const QStringList known {QStringLiteral("cli"), QStringLiteral("env"), QStringLiteral("device-code"),
                                    QStringLiteral("service-principal"), QStringLiteral("managed-identity")};
    return known.contains(m) ? m : QString();
}

} // namespace

BackendOptions::BackendOptions(bool withBackendFlag)
    : withBackend(withBackendFlag)
    , backend(QStringLiteral("backend"), Cli::tr("The backend: local (this machine; the default) or azure (an Azure ML workspace)."),
              QStringLiteral("local|azure"))
    , profile(QStringLiteral("profile"),
              Cli::tr("A named profile of the config file ($PIPEWRIGHT_CONFIG, else ~/.config/pipewright/config.ini): a "
                      "[profiles/NAME] section with backend, subscription, resource-group, workspace, cloud, "
                      "arm-endpoint, login-endpoint, auth, tenant and client-id (never a secret); flags given here win. "
                      "Default $PIPEWRIGHT_PROFILE."),
              QStringLiteral("NAME"))
    , subscription(QStringLiteral("subscription"), Cli::tr("azure: the workspace's subscription id."), QStringLiteral("ID"))
    , resourceGroup(QStringLiteral("resource-group"), Cli::tr("azure: the workspace's resource group."), QStringLiteral("RG"))
    , workspace(QStringLiteral("workspace"),
                Cli::tr("azure: the workspace's name (with --subscription and --resource-group), or its whole ARM id "
                        "(/subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/NAME); "
                        "default $PIPEWRIGHT_WORKSPACE (an ARM id)."),
                QStringLiteral("WS"))
    , cloud(QStringLiteral("cloud"), Cli::tr("azure: AzureCloud (default), AzureChinaCloud or AzureUSGovernment."),
            QStringLiteral("NAME"))
    , armEndpoint(QStringLiteral("arm-endpoint"),
                  Cli::tr("azure: the Resource Manager endpoint of a private cloud (https://…; http:// only for loopback "
                          "addresses)."),
                  QStringLiteral("URL"))
    , loginEndpoint(QStringLiteral("login-endpoint"), Cli::tr("azure: the sign-in endpoint of a private cloud."),
                    QStringLiteral("URL"))
    , auth(QStringLiteral("auth"),
           Cli::tr("azure: how to sign in: cli (the Azure CLI's login), device (device code), sp (service principal: "
                   "--tenant, --client-id and AZURE_CLIENT_SECRET), msi (managed identity), env "
                   "(PIPEWRIGHT_ACCESS_TOKEN). Default: env when PIPEWRIGHT_ACCESS_TOKEN is set, else cli."),
           QStringLiteral("cli|device|sp|msi|env"))
    , tenant(QStringLiteral("tenant"), Cli::tr("azure: the Microsoft Entra tenant."), QStringLiteral("ID"))
    , clientId(QStringLiteral("client-id"),
               Cli::tr("azure: the application (service principal, user-assigned identity or device-code client) id."),
               QStringLiteral("ID"))
{
}

void BackendOptions::addTo(CommandParser& p) const
{
    if (withBackend)
        p.addOption(backend);
    for (const QCommandLineOption* o :
         {&profile, &subscription, &resourceGroup, &workspace, &cloud, &armEndpoint, &loginEndpoint, &auth, &tenant, &clientId})
        p.addOption(*o);
}

QString configFilePath()
{
    const QString given = qEnvironmentVariable("PIPEWRIGHT_CONFIG");
    if (!given.isEmpty())
        return QFileInfo(given).absoluteFilePath();
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/pipewright/config.ini");
}

int resolveBackend(const QString& command, const QCommandLineParser& p, const BackendOptions& o, BackendUse use,
                   BackendChoice* choice)
{
    *choice = BackendChoice();
    Profile profile;
    const QString profileName = p.isSet(o.profile) ? p.value(o.profile).trimmed() : qEnvironmentVariable("PIPEWRIGHT_PROFILE").trimmed();
    if (!profileName.isEmpty() && !loadProfile(command, profileName, &profile))
        return ExitUsage;
    choice->profile = profile.name;
    // the command line first, then the profile
    auto pick = [&](const QCommandLineOption& option, const QString& key) {
        return p.isSet(option) ? p.value(option).trimmed() : profile.value(key);
    };
    const QString inProfile = profile.name.isEmpty() ? QString()
                                                     : Cli::tr(" (profile '%1' in %2)").arg(profile.name, QDir::toNativeSeparators(profile.file));

    // which backend
    QString backend;
    if (use != BackendUse::Any)
        backend = QStringLiteral("azure");
    else if (o.withBackend && p.isSet(o.backend))
        backend = p.value(o.backend).trimmed().toLower();
    else if (!profile.value(QStringLiteral("backend")).isEmpty())
        backend = profile.value(QStringLiteral("backend")).toLower();
    else
        backend = profile.value(QStringLiteral("workspace")).isEmpty() ? QStringLiteral("local") : QStringLiteral("azure");
    if (use != BackendUse::Any && !profile.value(QStringLiteral("backend")).isEmpty()
        && profile.value(QStringLiteral("backend")).compare(QLatin1String("azure"), Qt::CaseInsensitive) != 0) {
        printError(command, Cli::tr("the profile '%1' is for the %2 backend, not an Azure ML workspace")
                                .arg(profile.name, profile.value(QStringLiteral("backend"))));
        return ExitUsage;
    }
    if (backend != QLatin1String("local") && backend != QLatin1String("azure")) {
        printError(command, Cli::tr("unknown backend '%1'%2; use local or azure").arg(backend, inProfile));
        return ExitUsage;
    }
    choice->backend = backend;
    if (backend == QLatin1String("local")) {
        QStringList azureOnly;
        for (const QCommandLineOption* opt : {&o.subscription, &o.resourceGroup, &o.workspace, &o.cloud, &o.armEndpoint,
                                              &o.loginEndpoint, &o.auth, &o.tenant, &o.clientId})
            if (p.isSet(*opt))
                azureOnly << QStringLiteral("--") + opt->names().constFirst();
        if (!azureOnly.isEmpty()) {
            printError(command, Cli::tr("options of an Azure ML workspace given to the local backend (%1); add --backend azure")
                                    .arg(azureOnly.join(QStringLiteral(", "))));
            return ExitUsage;
        }
        return -1;
    }

    // the cloud, or a private one's endpoints
    const QString cloudName = pick(o.cloud, QStringLiteral("cloud"));
    choice->cloud = azure::cloudByName(cloudName);
    if (choice->cloud.name.isEmpty()) {
        printError(command, Cli::tr("unknown cloud '%1'%2; use %3").arg(cloudName, inProfile, azure::cloudNames().join(QLatin1String(", "))));
        return ExitUsage;
    }
    const QString arm = pick(o.armEndpoint, QStringLiteral("arm-endpoint"));
    const QString login = pick(o.loginEndpoint, QStringLiteral("login-endpoint"));
    if (!arm.isEmpty() || !login.isEmpty()) {
        const QUrl armUrl = arm.isEmpty() ? choice->cloud.arm : QUrl(arm);
        const QUrl loginUrl = login.isEmpty() ? choice->cloud.login : QUrl(login);
        for (const QUrl& u : {armUrl, loginUrl})
            if (const QString e = http::checkEndpoint(u); !e.isEmpty()) {
                printError(command, e + inProfile);
                return ExitUsage;
            }
        choice->cloud = azure::customCloud(armUrl, loginUrl);
    }

    // the workspace: a name with its subscription and resource group, or its ARM id
    QString ws = pick(o.workspace, QStringLiteral("workspace"));
    QString sub = pick(o.subscription, QStringLiteral("subscription"));
    QString rg = pick(o.resourceGroup, QStringLiteral("resource-group"));
    if (ws.isEmpty() && sub.isEmpty() && rg.isEmpty() && use != BackendUse::AzureSignIn)
        ws = qEnvironmentVariable("PIPEWRIGHT_WORKSPACE").trimmed();
    if (ws.startsWith(QLatin1Char('/'))) {
        choice->workspace = arm::WorkspaceRef::fromId(ws);
        if (choice->workspace.workspace.isEmpty()) {
            printError(command, Cli::tr("'%1'%2 is not a workspace's ARM id").arg(ws, inProfile));
            return ExitUsage;
        }
        const auto clash = [&](const QCommandLineOption& opt, const QString& given, const QString& inId) {
            if (!p.isSet(opt) || given.compare(inId, Qt::CaseInsensitive) == 0)
                return false;
            printError(command, Cli::tr("--%1 '%2' differs from the workspace's ARM id, which names '%3'")
                                    .arg(opt.names().constFirst(), given, inId));
            return true;
        };
        if (clash(o.subscription, sub, choice->workspace.subscription) || clash(o.resourceGroup, rg, choice->workspace.resourceGroup))
            return ExitUsage;
    } else if (!ws.isEmpty() || !sub.isEmpty() || !rg.isEmpty() || use != BackendUse::AzureSignIn) {
        QStringList missing;
        if (sub.isEmpty())
            missing << QStringLiteral("--subscription");
        if (rg.isEmpty())
            missing << QStringLiteral("--resource-group");
        if (ws.isEmpty())
            missing << QStringLiteral("--workspace");
        if (!missing.isEmpty()) {
            printError(command, Cli::tr("the Azure ML workspace is not named in full%1: give --subscription ID "
                                        "--resource-group RG --workspace WS, the workspace's ARM id in --workspace or "
                                        "PIPEWRIGHT_WORKSPACE, or --profile NAME (missing: %2)")
                                    .arg(inProfile, missing.join(QStringLiteral(", "))));
            return ExitUsage;
        }
        static const QRegularExpression part(QStringLiteral("^[^/?#\\s]+$"));
        for (const auto& [flag, value] : {std::pair {QStringLiteral("--subscription"), sub}, std::pair {QStringLiteral("--resource-group"), rg},
                                          std::pair {QStringLiteral("--workspace"), ws}})
            if (!part.match(value).hasMatch()) {
                printError(command, Cli::tr("%1 '%2'%3 is not a name (no '/', '?', '#' or spaces)").arg(flag, value, inProfile));
                return ExitUsage;
            }
        choice->workspace = arm::WorkspaceRef {sub, rg, ws, QString()};
    }

    // how to sign in
    const QString method = pick(o.auth, QStringLiteral("auth"));
    if (!method.isEmpty()) {
        choice->credential.method = authMethod(method);
        if (choice->credential.method.isEmpty()) {
            printError(command, Cli::tr("unknown sign-in method '%1'%2; use cli, device, sp, msi or env").arg(method, inProfile));
            return ExitUsage;
        }
    }
    choice->credential.tenant = pick(o.tenant, QStringLiteral("tenant"));
    choice->credential.clientId = pick(o.clientId, QStringLiteral("client-id"));
    choice->credential.prompt = [](const azure::DeviceCodePrompt& prompt) {
        err() << prompt.message << '\n';
        err().flush();
    };
    return -1;
}

std::unique_ptr<Backend> makeBackend(const QString& command, const BackendChoice& choice)
{
    if (!choice.isAzure())
        return std::make_unique<LocalBackend>();
    QString error;
    std::unique_ptr<AzureBackend> backend = AzureBackend::create(choice.cloud, choice.workspace, choice.credential, &error);
    if (!backend) {
        printError(command, error);
        return nullptr;
    }
    return backend;
}

void leaveToProcessEnd(std::unique_ptr<Backend> backend)
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    backend.reset();
#else
    [[maybe_unused]] static Backend* kept = nullptr; // reachable to the end, no destructor at exit
    kept = backend.release();
#endif
}

std::unique_ptr<Backend> openBackend(const QString& command, const QCommandLineParser& parser, const BackendOptions& options,
                                     BackendChoice* choice)
{
    BackendChoice chosen;
    if (resolveBackend(command, parser, options, BackendUse::Any, &chosen) >= 0)
        return nullptr;
    std::unique_ptr<Backend> backend = makeBackend(command, chosen);
    if (choice)
        *choice = std::move(chosen);
    return backend;
}

bool parseInputOverrides(const QString& command, const QStringList& values, QMap<QString, QString>* overrides)
{
    for (const QString& s : values) {
        const qsizetype eq = s.indexOf(QLatin1Char('='));
        QString key = eq > 0 ? s.left(eq).trimmed() : QString();
        if (key.startsWith(QLatin1String("inputs.")))
            key = key.mid(7);
        if (eq <= 0 || key.isEmpty() || key.contains(QLatin1Char('.'))) {
            printError(command, Cli::tr("--set takes inputs.NAME=VALUE; got '%1'").arg(s));
            return false;
        }
        QString value = s.mid(eq + 1);
        // a path given on the command line is relative to the current folder
        if (!value.isEmpty() && !QDir::isAbsolutePath(value) && QFileInfo::exists(value))
            value = QFileInfo(value).absoluteFilePath();
        overrides->insert(key, value);
    }
    return true;
}

} // namespace pw::cli
